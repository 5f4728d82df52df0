export const profileForm = {
  firstName: 'First name',
  secondName: 'Second name',
  city: 'City',
  citySearch: 'Search city',
  noCity: 'Not chosen',
  about: 'About',
  link: 'Link',
  linkPlaceholder: 'https://',
  save: 'Save',
  counter: (length: number, max: number) => `${length} / ${max}`,
  // SPEC section 5.
  required: 'This field is required',
  invalidLink: 'The value entered is not a link',
} as const;
