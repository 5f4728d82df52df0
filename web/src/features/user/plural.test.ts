import { describe, expect, it } from 'vitest';
import * as messages from '../../lib/messages';
import { countLabel, pluralForm } from './plural';

const forms = ['one', 'few', 'many'] as const;

describe('plural labels (SPEC: 1, under 10, else)', () => {
  it('uses the first form for exactly 1', () => {
    expect(pluralForm(1, forms)).toBe('one');
  });

  it('uses the second form for 0 and 2 to 9', () => {
    expect([0, 2, 5, 9].map((n) => pluralForm(n, forms))).toEqual(['few', 'few', 'few', 'few']);
  });

  it('uses the third form from 10 on', () => {
    expect([10, 11, 21, 1000].map((n) => pluralForm(n, forms))).toEqual([
      'many',
      'many',
      'many',
      'many',
    ]);
  });

  it('writes the count before its label', () => {
    expect(countLabel(1, messages.profile.counts.followers)).toBe('1 follower');
    expect(countLabel(5, messages.profile.counts.followers)).toBe('5 followers');
    expect(countLabel(0, messages.profile.counts.posts)).toBe('0 posts');
    expect(countLabel(1, messages.profile.counts.posts)).toBe('1 post');
  });
});
