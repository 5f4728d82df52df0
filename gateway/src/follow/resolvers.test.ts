import { describe, expect, it } from 'vitest';
import { needsWholeUser } from './resolvers.js';

describe('needsWholeUser', () => {
  it('reads a person whole when a list embedded them with followers but no preview', () => {
    expect(needsWholeUser({ followerCount: 3, someFollowers: [] })).toBe(true);
    expect(needsWholeUser({ followerCount: 3 })).toBe(true);
  });

  it('keeps the preview a person already carries, or the empty one of nobody followed', () => {
    expect(needsWholeUser({ followerCount: 3, someFollowers: [{ id: 'u' }] })).toBe(false);
    expect(needsWholeUser({ followerCount: 0, someFollowers: [] })).toBe(false);
  });
});
