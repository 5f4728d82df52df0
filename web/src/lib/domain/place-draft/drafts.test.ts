import { afterEach, describe, expect, it } from 'vitest';
import { readStored } from '../../infra/storage';
import { PLACE_DRAFTS_STORAGE_KEY } from '../../constants';
import {
  isEmptyOrganisationDraft,
  isEmptyPlaceDraft,
  organisationDrafts,
  placeDrafts,
} from './drafts';
import { emptyPlaceValues } from './place-form-values';

afterEach(() => window.localStorage.clear());

describe('place and chain drafts (SPEC section 4)', () => {
  it('counts a place draft as empty only when all its main fields are empty', () => {
    expect(isEmptyPlaceDraft(emptyPlaceValues())).toBe(true);
    expect(isEmptyPlaceDraft({ ...emptyPlaceValues(), name: 'Luna' })).toBe(false);
    expect(
      isEmptyPlaceDraft({
        ...emptyPlaceValues(),
        phones: [{ id: 'custom_1', phone: '+44 20 7946 0018', name: '' }],
      }),
    ).toBe(false);
    expect(
      isEmptyPlaceDraft({
        ...emptyPlaceValues(),
        city: { id: 'x', name: 'London', latinName: 'london-england-united-kingdom' },
      }),
    ).toBe(false);
    expect(isEmptyOrganisationDraft({ name: '', categoryId: '', city: null, avatar: null })).toBe(
      true,
    );
    expect(
      isEmptyOrganisationDraft({ name: 'Luna group', categoryId: '', city: null, avatar: null }),
    ).toBe(false);
  });

  it('keeps one draft per place under tavola-place-drafts and clears it', () => {
    placeDrafts.save('new', { ...emptyPlaceValues(), name: 'Luna' });
    placeDrafts.save('aaaaaaaaaaaaaaaaaaaaaaaa', { ...emptyPlaceValues(), name: 'Sole' });
    expect(window.localStorage.getItem('tavola-place-drafts')).toContain('Luna');
    expect(placeDrafts.load('new')?.name).toBe('Luna');
    expect(placeDrafts.load('aaaaaaaaaaaaaaaaaaaaaaaa')?.name).toBe('Sole');
    placeDrafts.clear('new');
    expect(placeDrafts.load('new')).toBeNull();
    expect(placeDrafts.load('aaaaaaaaaaaaaaaaaaaaaaaa')?.name).toBe('Sole');
    placeDrafts.clear('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(readStored(PLACE_DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('discards a draft whose main fields were emptied', () => {
    placeDrafts.save('new', { ...emptyPlaceValues(), name: 'Luna' });
    placeDrafts.save('new', { ...emptyPlaceValues(), name: '   ' });
    expect(placeDrafts.load('new')).toBeNull();
    organisationDrafts.save('new', {
      name: 'Luna group',
      categoryId: '',
      city: null,
      avatar: null,
    });
    expect(organisationDrafts.load('new')?.name).toBe('Luna group');
    organisationDrafts.save('new', { name: '', categoryId: '', city: null, avatar: null });
    expect(organisationDrafts.load('new')).toBeNull();
  });
});
