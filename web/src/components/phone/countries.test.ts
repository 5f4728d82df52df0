import { describe, expect, it } from 'vitest';
import { countries, countryOfCity, detectCountry, findCountry } from './countries';

describe('the country list', () => {
  it('has the countries of the phone metadata with both names, code, mask and flag', () => {
    expect(countries.length).toBeGreaterThan(140);
    const gb = findCountry('GB');
    expect(gb).toMatchObject({
      name: 'United Kingdom',
      nameRu: 'Великобритания',
      phoneCode: '44',
      mask: '+44 #### ######',
    });
    expect(gb?.icon).toMatch(/GB\.svg/);
    expect(findCountry('RU')).toMatchObject({ nameRu: 'Российская Федерация', phoneCode: '7' });
    for (const country of countries) {
      expect(country.mask.startsWith(`+${country.phoneCode}`)).toBe(true);
    }
  });

  it('is sorted by English name', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('detectCountry', () => {
  it('takes the calling code that starts the digits', () => {
    expect(detectCountry('4477')?.code).toBe('GB');
    expect(detectCountry('33612345678')?.code).toBe('FR');
    expect(detectCountry('380501234567')?.code).toBe('UA');
  });

  it('picks the main country of a shared code, or keeps the chosen one', () => {
    expect(detectCountry('1201')?.code).toBe('US');
    expect(detectCountry('1201', 'CA')?.code).toBe('CA');
    expect(detectCountry('18685551234', 'TT')?.code).toBe('TT');
    expect(detectCountry('79', 'GB')?.code).toBe('RU');
    expect(detectCountry('77', 'KZ')?.code).toBe('KZ');
  });

  it('finds nothing for digits that start no calling code', () => {
    expect(detectCountry('')).toBeUndefined();
    expect(detectCountry('0')).toBeUndefined();
  });
});

describe('countryOfCity', () => {
  it('reads the country from the end of a city slug', () => {
    expect(countryOfCity('london-england-united-kingdom')?.code).toBe('GB');
    expect(countryOfCity('moscow-russia')?.code).toBe('RU');
    expect(countryOfCity('paris-france')?.code).toBe('FR');
    expect(countryOfCity('atlantis')).toBeUndefined();
  });
});
