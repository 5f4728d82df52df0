import { describe, expect, it } from 'vitest';
import { bookingDoneBack } from './booking-back';

describe('the back button of booking-done', () => {
  it('goes back two steps, past the booking form, when the history position is above 1', () => {
    expect(bookingDoneBack(2)).toEqual({ kind: 'history', steps: -2 });
    expect(bookingDoneBack(7)).toEqual({ kind: 'history', steps: -2 });
  });

  it('goes back one step at position 1', () => {
    expect(bookingDoneBack(1)).toEqual({ kind: 'history', steps: -1 });
  });

  it('goes to the previous breadcrumb when there is no history', () => {
    expect(bookingDoneBack(0)).toEqual({ kind: 'crumb' });
    expect(bookingDoneBack(null)).toEqual({ kind: 'crumb' });
  });
});
