export const liveApp = {
  label: 'Tavola app',
  title: 'Tavola app',
  text: 'Places, bookings and chats of your city at hand',
  open: 'Open',
  close: 'Close the app banner',
} as const;
