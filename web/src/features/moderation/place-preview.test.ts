import { describe, expect, it } from 'vitest';
import { emptyPlaceValues } from '../../lib/domain/place-draft/place-form-values';
import { previewSaveInput } from './place-preview';
import { previewTexts } from './preview-texts';

describe('previewTexts', () => {
  it('shows the pending texts, blanks as absent', () => {
    const values = {
      ...emptyPlaceValues(),
      name: ' Fig & Olive ',
      shortDescription: 'Small plates',
      description: '   ',
      roadInfo: 'Next to the station',
    };
    expect(previewTexts(values, 'Old name')).toEqual({
      name: 'Fig & Olive',
      shortDescription: 'Small plates',
      description: null,
      parkingInfo: null,
      roadInfo: 'Next to the station',
      menuDescription: null,
    });
  });

  it('keeps the saved name while the pending one is blank', () => {
    expect(previewTexts({ ...emptyPlaceValues(), name: ' ' }, 'Old name').name).toBe('Old name');
  });
});

describe('previewSaveInput', () => {
  it('sends the save rules output without the galleries counts and with the city id', () => {
    const values = {
      ...emptyPlaceValues(),
      name: 'Fig',
      city: { id: 'c'.repeat(24), name: 'London', latinName: 'london-england-united-kingdom' },
      galleries: [
        {
          id: 'custom_1',
          title: 'Hall',
          description: '',
          orderNumber: 5,
          photos: [{ id: 'p'.repeat(24), thumbnailUrl: '/p.jpg' }],
        },
      ],
    };
    const input = previewSaveInput(values);
    expect(input.cityId).toBe('c'.repeat(24));
    expect(input.galleries).toEqual([
      { title: 'Hall', description: '', orderNumber: 0, photoIds: ['p'.repeat(24)] },
    ]);
    expect(input.galleries?.[0]).not.toHaveProperty('photosCount');
  });
});
