// The SPEC section 5 save rules as pure functions (the routes' tests cover them over HTTP too).
import { describe, expect, it } from 'vitest';
import { applySaveRules, placeBody } from './place-save.js';

const parse = (body: unknown) => placeBody.parse(body);

describe('applySaveRules', () => {
  it('needs the first phone on create only', () => {
    expect(applySaveRules(parse({ phones: [{ phone: ' ' }] }), new Set(), true).problems).toEqual({
      'phones.0': 'Add at least one phone',
    });
    expect(applySaveRules(parse({ phones: [] }), new Set(), false).problems).toEqual({});
  });

  it('treats custom_ ids as new and drops schedules without items or without a name and the main flag', () => {
    const { save } = applySaveRules(
      parse({
        schedules: [
          {
            id: 'custom_1',
            isMain: false,
            items: [{ dayOfWeek: 1, startAt: '10:00', endAt: '11:00' }],
          },
          {
            id: 'custom_2',
            name: 'Bar',
            isMain: false,
            items: [{ dayOfWeek: 2, startAt: '23:30', endAt: '01:00' }],
          },
          { id: 'custom_3', isMain: true, items: [] },
        ],
      }),
      new Set(),
      false,
    );
    expect(save.schedules).toEqual([
      {
        id: null,
        name: 'Bar',
        isMain: false,
        items: [{ dayOfWeek: 2, startAt: '23:30', endAt: '01:00' }],
      },
    ]);
  });

  it('keeps albums with a title and a usable photo, renumbered by orderNumber', () => {
    const { save } = applySaveRules(
      parse({
        galleries: [
          { title: 'B', orderNumber: 9, photoIds: ['a'.repeat(24), 'b'.repeat(24)] },
          { title: 'A', orderNumber: 3, photoIds: ['a'.repeat(24)] },
          { title: 'Gone', orderNumber: 1, photoIds: ['c'.repeat(24)] },
        ],
      }),
      new Set(['a'.repeat(24)]),
      false,
    );
    expect(
      save.galleries?.map((gallery) => [gallery.title, gallery.orderNumber, gallery.photoIds]),
    ).toEqual([
      ['A', 0, ['a'.repeat(24)]],
      ['B', 1, ['a'.repeat(24)]],
    ]);
  });

  it('defaults smokeZone to 2 and keeps a given one', () => {
    expect(applySaveRules(parse({}), new Set(), true).save.features).toEqual({ smokeZone: 2 });
    expect(
      applySaveRules(parse({ features: { smokeZone: 3 } }), new Set(), false).save.features,
    ).toEqual({
      smokeZone: 3,
    });
  });

  it('refuses times off the half hour and a second main schedule', () => {
    expect(() =>
      parse({
        schedules: [{ isMain: true, items: [{ dayOfWeek: 1, startAt: '10:10', endAt: '11:00' }] }],
      }),
    ).toThrow();
    const item = { dayOfWeek: 1, startAt: '10:00', endAt: '11:00' };
    expect(
      applySaveRules(
        parse({
          schedules: [
            { isMain: true, items: [item] },
            { isMain: true, items: [item] },
          ],
        }),
        new Set(),
        false,
      ).problems,
    ).toEqual({ schedules: 'Only one schedule can be the main one' });
  });
});
