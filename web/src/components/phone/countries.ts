import countryNames from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  type CountryCode,
} from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.min.json';
import { maskFromExample } from './phone-mask';

/**
 * A country of the phone field (SPEC section 3, Country entry): ISO code, English and Russian
 * names, calling code, the mask of a mobile number and the flag picture.
 */
export interface Country {
  code: CountryCode;
  name: string;
  nameRu: string;
  /** Digits only, without '+': '44'. */
  phoneCode: string;
  /** The whole international number with '#' for each digit to type: '+44 #### ######'. */
  mask: string;
  /** URL of the flag (SVG). */
  icon: string;
}

countryNames.registerLocale(en);
countryNames.registerLocale(ru);

// Flag files stay out of the bundle: each is its own asset, fetched when shown.
const flags = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

function flagOf(code: string): string | undefined {
  return flags[`../../../../node_modules/country-flag-icons/3x2/${code}.svg`];
}

/**
 * Every country the phone metadata has an example mobile number for, with names in both languages
 * and a flag, sorted by English name. Built from the packages' data, nothing typed by hand.
 */
export const countries: readonly Country[] = getCountries(metadata)
  .flatMap((code): Country[] => {
    const example = getExampleNumber(code, examples, metadata);
    const name = countryNames.getName(code, 'en');
    const nameRu = countryNames.getName(code, 'ru');
    const icon = flagOf(code);
    if (!example || !name || !nameRu || !icon) return [];
    const phoneCode = getCountryCallingCode(code, metadata);
    const mask = maskFromExample(phoneCode, example.formatInternational());
    return [{ code, name, nameRu, phoneCode, mask, icon }];
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byCode = new Map(countries.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return byCode.get(code.toUpperCase() as CountryCode);
}

/**
 * The country whose calling code starts `digits` (the longest code wins). When several countries share that code, `preferred` keeps the country already
 * chosen, else the one the metadata names first for the code (US for +1, GB for +44).
 */
export function detectCountry(digits: string, preferred?: string): Country | undefined {
  let best: Country | undefined;
  for (const country of countries) {
    if (!digits.startsWith(country.phoneCode)) continue;
    if (!best || country.phoneCode.length > best.phoneCode.length) best = country;
  }
  if (!best) return undefined;
  const current = preferred ? findCountry(preferred) : undefined;
  if (current?.phoneCode === best.phoneCode) return current;
  return mainCountryFor(best.phoneCode) ?? best;
}

function mainCountryFor(phoneCode: string): Country | undefined {
  // The metadata lists the main country of a shared code first.
  for (const code of metadata.country_calling_codes[phoneCode] ?? []) {
    const country = findCountry(code);
    if (country) return country;
  }
  return undefined;
}

/**
 * The country of a city slug such as 'london-england-united-kingdom' or 'moscow-russia': the
 * longest tail of its words that is a country name.
 */
export function countryOfCity(latinName: string): Country | undefined {
  const words = latinName.split('-');
  for (let start = 0; start < words.length; start += 1) {
    const code = countryNames.getAlpha2Code(words.slice(start).join(' '), 'en');
    const country = code ? findCountry(code) : undefined;
    if (country) return country;
  }
  return undefined;
}
