import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPostDraft,
  draftKey,
  emptyDraft,
  isEmptyDraft,
  loadPostDraft,
  movePostDraft,
  postDraft,
  savePostDraft,
} from './drafts';
import { movedDraft, parseDrafts, withDraft } from '../../lib/infra/draft-store';

const image = { id: 'f'.repeat(24), thumbnail: { url: '/uploads/f.jpg' } };
const written = { ...emptyDraft, text: 'Lovely terrace', rating: 5 };

afterEach(() => window.localStorage.clear());

describe('post drafts (SPEC section 4)', () => {
  it('keys a draft by where the post starts', () => {
    expect(draftKey({ placeId: 'p1' })).toBe('place:p1');
    expect(draftKey({ organisationId: 'o1' })).toBe('organisation:o1');
    expect(draftKey({})).toBe('new');
  });

  it('counts a draft with text or images as kept, and one with neither as empty', () => {
    expect(isEmptyDraft({ ...emptyDraft, text: '  \n ' })).toBe(true);
    expect(isEmptyDraft({ ...emptyDraft, location: { lat: 1, lon: 2 } })).toBe(true);
    expect(isEmptyDraft({ ...emptyDraft, imageSets: [image] })).toBe(false);
    expect(isEmptyDraft(written)).toBe(false);
  });

  it('discards a draft once it is emptied', () => {
    const drafts = withDraft({}, 'new', written, postDraft);
    expect(drafts.new?.text).toBe('Lovely terrace');
    expect(withDraft(drafts, 'new', { ...written, text: '' }, postDraft)).toEqual({});
  });

  it('survives a reload through tavola-post-drafts and is cleared after a save', () => {
    savePostDraft('place:p1', written);
    expect(JSON.parse(window.localStorage.getItem('tavola-post-drafts') ?? '{}')).toHaveProperty(
      'place:p1',
    );
    expect(loadPostDraft('place:p1')).toEqual(written);
    clearPostDraft('place:p1');
    expect(loadPostDraft('place:p1')).toBeNull();
    expect(window.localStorage.getItem('tavola-post-drafts')).toBeNull();
  });

  it('carries the text to a place chosen while writing, but not acting as the old outlet', () => {
    const drafts = movedDraft(
      { new: { ...written, byOutlet: true } },
      'new',
      'place:p2',
      postDraft,
    );
    expect(drafts).toEqual({ 'place:p2': { ...written, byOutlet: false } });
    savePostDraft('new', written);
    movePostDraft('new', 'place:p2');
    expect(loadPostDraft('new')).toBeNull();
    expect(loadPostDraft('place:p2')?.text).toBe('Lovely terrace');
  });

  it('ignores what it cannot read', () => {
    expect(parseDrafts('not json', postDraft)).toEqual({});
    expect(parseDrafts(JSON.stringify({ new: { text: 3 } }), postDraft)).toEqual({});
    expect(
      parseDrafts(
        JSON.stringify({ new: { text: 'x', rating: 9, imageSets: [{ id: 1 }] } }),
        postDraft,
      ),
    ).toEqual({ new: { ...emptyDraft, text: 'x' } });
  });
});
