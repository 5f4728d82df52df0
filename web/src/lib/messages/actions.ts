// What other screens offer into a feature: a place, a profile or a chain page shows these buttons
// and links without the words of the screens they open.
export const actions = {
  writeMessage: 'Write a message',
  writeReview: 'Write a review',
  postNews: 'Post news',
  /** The staff's link to a place's reservations, and that screen's name. */
  reservations: 'Reservations',
} as const;
