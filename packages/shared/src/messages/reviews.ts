/** Clients' ratings of completed sessions (issue 14, point 6). */
export const reviewsMessages = {
  rate: 'Rate this session',
  edit: 'Edit your rating',
  dialogTitle: (doctorName: string) => `Rate your session with ${doctorName}`,
  ratingLegend: 'Your rating',
  /** The star a rating is read out as. */
  starLabel: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  starMeanings: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const,
  comment: 'Comment (optional)',
  commentHelp: (max: number) =>
    `Other clients see it signed "Verified client" unless you choose otherwise below. At most ${max} characters.`,
  /** The opt-in: without it a review never shows who wrote it (issue 22, point 10). */
  showFirstName: 'Show my first name with this review',
  /** Who wrote a review, as everyone sees it unless the client chose to show their first name. */
  verifiedClient: 'Verified client',
  showFirstNameInvalid: 'Please say whether to show your first name.',
  submit: 'Submit rating',
  cancel: 'Cancel',
  saved: 'Thank you. Your rating is saved.',
  yourRating: (stars: number) => `You rated it ${stars} out of 5.`,
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  commentTooLong: (max: number) => `Please keep your comment to at most ${max} characters.`,
  notCompleted: 'You can rate a session once it has taken place.',
  notYours: 'Only the client of this session can rate it.',
  onlyClients: 'Only clients can rate sessions.',
  /** A card's summary, "4.5 · 12 reviews", and how it is read out. */
  summary: (average: number, count: number) =>
    `${average.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}`,
  summaryLabel: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  heading: 'Reviews',
  none: 'No reviews yet.',
  loadFailed: 'Could not load the reviews.',
  anonymous: 'A client',
  /** Under each comment: who wrote it (first name only) and when. */
  byline: (author: string, date: string) => `${author}, ${date}`,
} as const;
