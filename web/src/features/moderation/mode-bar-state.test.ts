import { describe, expect, it } from 'vitest';
import { modeBarOf, moderationNoticeOf, refusalReason, type ModeBarInput } from './mode-bar-state';

const visitor: ModeBarInput = {
  preview: false,
  isAdmin: false,
  hasAccess: false,
  moderationStatus: 'PUBLISHED',
};

describe('modeBarOf', () => {
  it('shows no bar on an ordinary visit', () => {
    expect(modeBarOf(visitor)).toBeNull();
  });

  it('shows the preview bar to the staff of the place', () => {
    expect(modeBarOf({ ...visitor, preview: true, hasAccess: true })).toBe('preview');
  });

  it('shows the preview bar to an admin, who has full access', () => {
    expect(modeBarOf({ ...visitor, preview: true, isAdmin: true })).toBe('preview');
  });

  it('ignores the preview flag for someone without access', () => {
    expect(modeBarOf({ ...visitor, preview: true })).toBeNull();
    expect(modeBarOf({ ...visitor, preview: true, moderationStatus: 'ON_MODERATION' })).toBeNull();
  });

  it('shows the moderation bar to an admin while the place is on moderation', () => {
    expect(modeBarOf({ ...visitor, isAdmin: true, moderationStatus: 'ON_MODERATION' })).toBe(
      'moderation',
    );
  });

  it('never shows the moderation bar to staff, however much access they have', () => {
    expect(
      modeBarOf({ ...visitor, hasAccess: true, moderationStatus: 'ON_MODERATION' }),
    ).toBeNull();
  });

  it('shows no moderation bar once the place is published or unpublished', () => {
    expect(modeBarOf({ ...visitor, isAdmin: true, hasAccess: true })).toBeNull();
    expect(modeBarOf({ ...visitor, isAdmin: true, moderationStatus: 'UNPUBLISHED' })).toBeNull();
  });

  it('lets preview win over moderation for an admin previewing an edit', () => {
    expect(
      modeBarOf({ ...visitor, preview: true, isAdmin: true, moderationStatus: 'ON_MODERATION' }),
    ).toBe('preview');
  });
});

describe('moderationNoticeOf', () => {
  it('says nothing about a published place', () => {
    expect(moderationNoticeOf('PUBLISHED', null)).toBeNull();
  });

  it('says a place waits on moderation', () => {
    expect(moderationNoticeOf('ON_MODERATION', null)).toEqual({ kind: 'onModeration' });
  });

  it('gives the reason of an unpublished place, trimmed, or none when blank', () => {
    expect(moderationNoticeOf('UNPUBLISHED', '  No photos  ')).toEqual({
      kind: 'unpublished',
      reason: 'No photos',
    });
    expect(moderationNoticeOf('UNPUBLISHED', '   ')).toEqual({ kind: 'unpublished', reason: null });
  });
});

describe('refusalReason', () => {
  it('sends the trimmed reason and refuses an empty one', () => {
    expect(refusalReason('  The address is wrong ')).toBe('The address is wrong');
    expect(refusalReason(' \n ')).toBeNull();
  });
});
