import { describe, expect, it } from 'vitest';
import type { RestPlace } from '../rest/types.js';
import { withFollowState } from './refs.js';

// Only the fields the follow state touches matter here.
const place = (fields: Record<string, unknown>) =>
  ({ id: 'p1', name: 'Falcon Cafe', followerCount: 4, ...fields }) as unknown as RestPlace;

describe('withFollowState', () => {
  it("keeps the place read's own follow state when it has one", () => {
    const read = place({ isFollowed: true });
    expect(withFollowState(read, { isFollowed: false, followerCount: 9 })).toBe(read);
  });

  it("takes the ref's follow state when the place read has none", () => {
    expect(withFollowState(place({}), { isFollowed: true, followerCount: 9 })).toMatchObject({
      isFollowed: true,
      followerCount: 4,
    });
  });

  it("lets a follow's own answer override the read (fresh counts)", () => {
    expect(
      withFollowState(place({ isFollowed: false }), { isFollowed: true, followerCount: 5 }, true),
    ).toMatchObject({ id: 'p1', isFollowed: true, followerCount: 5 });
  });
});
