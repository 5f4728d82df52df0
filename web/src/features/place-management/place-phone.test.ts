import { describe, expect, it } from 'vitest';
import { phoneText } from '../../components/phone/phone-input';
import { phoneFieldValue, phoneProblem } from './place-phone';
import { endsPastMidnight, nextFreeDay, SCHEDULE_TIMES } from './schedule-times';

describe('the place phones (SPEC section 5, as sign-in checks them)', () => {
  it('requires the first phone only, and a full mask for any phone given', () => {
    expect(phoneProblem('', true)).toBe('This field is required');
    expect(phoneProblem('', false)).toBeNull();
    expect(phoneProblem('+44 20 79', false)).toMatch(/^The phone must match the mask \+44 /);
    expect(phoneProblem('+44 20 7946 0018', true)).toBeNull();
  });

  it('reads a saved number into the field and writes it back in its mask', () => {
    const value = phoneFieldValue('+44 20 7946 0018', 'RU');
    expect(value).toEqual({ country: 'GB', digits: '442079460018' });
    expect(phoneText(value)).toBe('+44 2079 460018');
    // The calling code alone is no number.
    expect(phoneText({ country: 'GB', digits: '44' })).toBe('');
  });
});

describe('schedule times (SPEC section 9)', () => {
  it('steps by 30 minutes through the day and reads an earlier end as past midnight', () => {
    expect(SCHEDULE_TIMES).toHaveLength(48);
    expect(SCHEDULE_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(SCHEDULE_TIMES.at(-1)).toBe('23:30');
    expect(endsPastMidnight('18:00', '02:30')).toBe(true);
    expect(endsPastMidnight('09:00', '18:00')).toBe(false);
    expect(nextFreeDay([1, 2, 4])).toBe(3);
  });
});
