import { describe, expect, it } from 'vitest';
import { featureTexts } from './feature-texts';

describe('place feature texts', () => {
  it('words each value as SPEC section 3 does', () => {
    const texts = featureTexts({
      alcohol: 0,
      cashfree: 1,
      wifi: 1,
      dancefloor: 1,
      entertainment: 2,
      liveMusic: 2,
      parkingType: 4,
      smokeZone: 3,
    });
    expect(texts.map(({ feature, text }) => [feature, text])).toEqual([
      ['alcohol', 'no alcohol'],
      ['cashfree', 'cashless payment'],
      ['wifi', 'wi-fi'],
      ['dancefloor', 'on weekends'],
      ['entertainment', 'daily'],
      ['liveMusic', 'daily'],
      ['parkingType', 'guarded free'],
      ['smokeZone', 'smoking and non-smoking areas'],
    ]);
  });

  it('leaves out values that have no text', () => {
    const texts = featureTexts({
      alcohol: null,
      wifi: 0,
      dancefloor: 0,
      smokeZone: 2,
      parkingType: 0,
      hookah: 1,
      terrace: 1,
    });
    expect(texts).toEqual([
      { feature: 'wifi', label: 'Wi-fi', text: 'no wi-fi', standalone: true },
    ]);
  });

  it('marks the values that name their feature as shown without a label', () => {
    const texts = featureTexts({
      alcohol: 1,
      cashfree: 0,
      smokeZone: 1,
      liveMusic: 1,
      parkingType: 1,
    });
    expect(texts.filter((text) => text.standalone).map((text) => text.feature)).toEqual([
      'alcohol',
      'cashfree',
      'smokeZone',
    ]);
  });

  it('shows nothing without features', () => {
    expect(featureTexts(null)).toEqual([]);
  });
});
