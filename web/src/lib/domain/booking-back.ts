/** Where the back button of booking-done leads. */
export type BookingDoneBack = { kind: 'history'; steps: -1 | -2 } | { kind: 'crumb' };

/**
 * SPEC section 2: back on booking-done goes back two steps when the history position is above 1
 * (past the booking form, to the page the booking started from), else one step, or to the
 * previous breadcrumb (the place) when there is no history.
 */
export function bookingDoneBack(position: number | null): BookingDoneBack {
  if (position !== null && position > 1) return { kind: 'history', steps: -2 };
  if (position === 1) return { kind: 'history', steps: -1 };
  return { kind: 'crumb' };
}

/**
 * The position of the current entry in the app's history: the router keeps it as `idx` in the
 * entry's state (0 for the page the tab opened with); null when the entry has none.
 */
export function historyPosition(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}
