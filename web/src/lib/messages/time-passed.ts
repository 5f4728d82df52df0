export const timePassed = {
  justNow: 'just now',
  minutes: (n: number) => `${n} min ago`,
  hours: (n: number) => `${n} h ago`,
  yesterday: 'yesterday',
  days: (n: number) => `${n} days ago`,
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;
