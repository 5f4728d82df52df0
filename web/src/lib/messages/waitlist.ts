// Cancelling a booking, the waitlist of a full time, and the guest's links.
export const waitlist = {
  cancel: 'Cancel the booking',
  cancelled: 'The booking is cancelled',
  cancelFailed: 'There was an error',
  /** "1st in line", "2nd in line", "23rd in line". */
  position: (position: number) => {
    const tens = position % 100;
    const suffix =
      tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
    return `${position}${suffix} in line`;
  },
  title: 'Waitlist',
  mineTitle: 'My places in line',
  forTime: (when: string) => `For ${when}`,
  forRange: (from: string, to: string) => `Any time from ${from} to ${to}`,
  offered: (until: string) => `A table is kept for you until ${until}`,
  accept: 'Accept the table',
  declineOffer: 'Decline',
  leave: 'Leave the line',
  remove: 'Remove',
  accepted: 'The table is booked',
  join: 'Join the waitlist',
  joinHint: 'This time is full. Join the line: the first table freed goes to the first who fits.',
  fullTime: 'Full time',
  until: 'Or any time until',
  untilNone: 'Only this time',
  joined: 'You are in the line',
  joinTitle: 'Join the waitlist',
  codeHint: 'The code proves your phone: no table is held while you wait.',
  staffEmpty: 'Nobody is waiting on this day',
  staffDate: 'Day',
  // /confirm/{code} and /decline/{code}: the page asks before anything is done.
  linkLoading: 'Loading the booking',
  confirmAsk: 'Will you come?',
  confirmButton: 'Confirm',
  declineAsk: 'Cancel this booking?',
  declineButton: 'Decline',
  guestConfirmed: 'Thank you: the place knows you are coming',
  cancelledTitle: 'The booking is cancelled',
  signedInHint: 'You are signed in with this phone: the answer will come in your notifications.',
  signInHint: 'Log in with this phone and the code sent to it to read the answer.',
} as const;
