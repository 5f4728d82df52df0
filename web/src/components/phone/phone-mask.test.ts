import { describe, expect, it } from 'vitest';
import { digitsOf, formatPhone, maskFromExample, maskLength, matchesMask } from './phone-mask';

describe('phone masks', () => {
  it('turns an example number into a mask with the calling code kept', () => {
    expect(maskFromExample('44', '+44 7400 123456')).toBe('+44 #### ######');
    expect(maskFromExample('7', '+7 912 345 67 89')).toBe('+7 ### ### ## ##');
  });

  it('counts the digits of a full number, calling code included', () => {
    expect(maskLength('+44 #### ######')).toBe(12);
    expect(maskLength('+1868 ### ####')).toBe(11);
  });

  it('lays typed digits into the mask as far as they go', () => {
    expect(formatPhone('+44 #### ######', '')).toBe('');
    expect(formatPhone('+44 #### ######', '4477')).toBe('+44 77');
    expect(formatPhone('+44 #### ######', '447700900123')).toBe('+44 7700 900123');
    expect(formatPhone('+44 #### ######', '4477009001234567')).toBe('+44 7700 900123');
  });

  it('keeps only digits of what was typed or pasted', () => {
    expect(digitsOf('+44 (7700) 900-123')).toBe('447700900123');
  });

  it('accepts a phone only when its digits fill the mask exactly', () => {
    expect(matchesMask('+44 #### ######', '447700900123')).toBe(true);
    expect(matchesMask('+44 #### ######', '44770090012')).toBe(false);
    expect(matchesMask('+44 #### ######', '4477009001234')).toBe(false);
    expect(matchesMask('+44 #### ######', '337700900123')).toBe(false);
  });
});
