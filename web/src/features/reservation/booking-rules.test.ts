import { describe, expect, it } from 'vitest';
import { bookingFieldErrors, bookingSchema, phoneProblem } from './booking-rules';

const valid = {
  date: '2026-11-28',
  time: '19:30',
  guestsCount: '2',
  name: 'Grace',
  phone: { country: 'GB', digits: '447700900123' },
  zoneChoice: '',
  comment: '',
};

describe('the booking form rules', () => {
  it('takes a full booking, the guests count as a number', () => {
    const parsed = bookingSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.guestsCount).toBe(2);
  });

  it('asks for a time, a name and a phone that fills its mask', () => {
    const parsed = bookingSchema.safeParse({
      ...valid,
      time: '',
      name: '  ',
      phone: { country: 'GB', digits: '4477009' },
    });
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      time: 'Choose a time',
      name: 'This field is required',
      phone: 'The phone must match the mask +44 #### ######',
    });
  });

  it('counts the calling code alone as no phone', () => {
    expect(phoneProblem({ country: 'GB', digits: '44' })).toBe('This field is required');
    expect(phoneProblem({ country: 'GB', digits: '447700900123' })).toBeNull();
  });

  it("puts the server's field errors under the booking screen's fields, the slot's under the time", () => {
    expect(
      bookingFieldErrors({
        datetime: 'There are no free tables at this time',
        name: 'This field is required',
        guestsCount: 'Too many guests',
        code: 'Incorrect code',
      }),
    ).toEqual({
      time: 'There are no free tables at this time',
      name: 'This field is required',
      guestsCount: 'Too many guests',
    });
    expect(
      bookingFieldErrors({ guests_count: 'Must be at most 20', zone_choice: 'Too long' }),
    ).toEqual({ guestsCount: 'Must be at most 20', zoneChoice: 'Too long' });
    expect(bookingFieldErrors(null)).toEqual({});
  });
});
