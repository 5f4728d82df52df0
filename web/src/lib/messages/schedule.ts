// Place lists, the filter sheet, the map and the card texts.
export const schedule = {
  open24Hours: 'Open 24 hours',
  openFromTo: (from: string, to: string) => `Open from ${from} to ${to}`,
  closesIn: (duration: string) => `Open, closes in ${duration}`,
  willOpenAt: (time: string) => `Closed, will open at ${time}`,
  opensIn: (duration: string) => `Closed, opens in ${duration}`,
  opensTomorrow: 'Closed, opens tomorrow',
  willOpenOn: (weekday: string) => `Closed, will open on ${weekday}`,
  unavailable: 'Schedule unavailable',
  // Under an hour the countdown leaves the hours out ('closes in 40 min', not '0 h 40 min').
  duration: (hours: number, minutes: number) =>
    hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`,
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;
