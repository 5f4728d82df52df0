import { describe, expect, it } from 'vitest';
import { emptyPlaceValues, type GalleryValue, type PlaceFormValues } from './place-form-values';
import { placeInput, placeSave, savedGalleries, savedSchedules } from './place-save';

const photo = (id: string, extra: object = {}) => ({ id, thumbnailUrl: `/${id}.jpg`, ...extra });

function values(change: Partial<PlaceFormValues>): PlaceFormValues {
  return { ...emptyPlaceValues(), name: 'Luna', ...change };
}

describe('the place save rules (SPEC section 5)', () => {
  it('removes empty phones and links and never sends temporary ids', () => {
    const saved = placeSave(
      values({
        phones: [
          { id: 'custom_1', phone: '+44 20 7946 0018', name: 'Bookings' },
          { id: 'custom_2', phone: '  ', name: 'Bar' },
          { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', phone: '+44 20 7946 0019', name: '' },
        ],
        links: [
          { id: 'custom_3', name: 'Site', link: '' },
          { id: 'custom_4', name: 'Instagram', link: 'https://instagram.com/luna' },
        ],
      }),
      undefined,
    );
    expect(saved.phones).toEqual([
      { phone: '+44 20 7946 0018', name: 'Bookings' },
      { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', phone: '+44 20 7946 0019', name: '' },
    ]);
    expect(saved.links).toEqual([{ name: 'Instagram', link: 'https://instagram.com/luna' }]);
    expect(JSON.stringify(saved)).not.toContain('custom_');
  });

  it('keeps an album only with a title and a usable photo, counts and renumbers them', () => {
    const galleries: GalleryValue[] = [
      {
        id: 'custom_a',
        title: 'Terrace',
        description: '',
        orderNumber: 5,
        photos: [
          photo('p1'),
          photo('p2', { isDeleted: true }),
          photo('p3', { error: 'Uploading error' }),
        ],
      },
      { id: 'custom_b', title: '', description: '', orderNumber: 0, photos: [photo('p4')] },
      {
        id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        title: 'Hall',
        description: 'Inside',
        orderNumber: 2,
        photos: [photo('p5'), photo('p6')],
      },
      {
        id: 'custom_c',
        title: 'Broken',
        description: '',
        orderNumber: 1,
        photos: [photo('p7', { error: 'Uploading error' })],
      },
      {
        id: 'custom_d',
        title: 'Gone',
        description: '',
        orderNumber: 3,
        photos: [photo('p8')],
        isDeleted: true,
      },
    ];
    expect(savedGalleries(galleries)).toEqual([
      {
        id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        title: 'Hall',
        description: 'Inside',
        orderNumber: 0,
        photosCount: 2,
        photoIds: ['p5', 'p6'],
      },
      {
        title: 'Terrace',
        description: '',
        orderNumber: 1,
        photosCount: 1,
        photoIds: ['p1'],
      },
    ]);
  });

  it('drops schedules that are deleted, empty, or neither named nor main', () => {
    const items = [{ dayOfWeek: 5, startAt: '18:00', endAt: '02:00' }];
    const saved = savedSchedules([
      { id: 'custom_1', name: '', isMain: true, items },
      { id: 'custom_2', name: 'Kitchen', isMain: false, items: [] },
      { id: 'custom_3', name: '', isMain: false, items },
      { id: 'custom_4', name: 'Bar', isMain: false, items, isDeleted: true },
      { id: 'cccccccccccccccccccccccc', name: 'Kitchen', isMain: false, items },
    ]);
    expect(saved).toEqual([
      { name: '', isMain: true, items },
      { id: 'cccccccccccccccccccccccc', name: 'Kitchen', isMain: false, items },
    ]);
  });

  it('sends smokezone 2 unless one is chosen, and drops deleted or failed images', () => {
    const plain = placeSave(
      values({
        avatar: photo('a1', { isDeleted: true }),
        logo: photo('l1', { error: 'Uploading error' }),
        background: photo('b1'),
      }),
      'dddddddddddddddddddddddd',
    );
    expect(plain.features.smokeZone).toBe(2);
    expect(plain.avatarId).toBeNull();
    expect(plain.logoId).toBeNull();
    expect(plain.backgroundId).toBe('b1');
    expect(plain.cityId).toBe('dddddddddddddddddddddddd');
    const chosen = placeSave(
      values({ features: { ...emptyPlaceValues().features, smokeZone: 3 } }),
      undefined,
    );
    expect(chosen.features.smokeZone).toBe(3);
    expect(chosen).not.toHaveProperty('cityId');
  });

  it('sends menus like albums, without the photo count the server counts again', () => {
    const input = placeInput(
      placeSave(
        values({
          menus: [
            {
              id: 'custom_m',
              title: 'Wine',
              description: '',
              orderNumber: 3,
              photos: [photo('w1')],
            },
          ],
        }),
        undefined,
      ),
    );
    expect(input.menus).toEqual([
      { title: 'Wine', description: '', orderNumber: 0, photoIds: ['w1'] },
    ]);
    expect(input.galleries).toEqual([]);
  });
});
