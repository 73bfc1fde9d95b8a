/** The English words of reviewsMessages (../reviews.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  rate: 'Rate this session',
  edit: 'Edit your rating',
  dialogTitle: 'Rate your session with {doctorName}',
  ratingLegend: 'Your rating',
  /** The star a rating is read out as. */
  starLabel: '{stars, plural, one {# star} other {# stars}}',
  starMeanings: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'],
  comment: 'Comment (optional)',
  commentHelp:
    'Other clients see it signed "Verified client" unless you choose otherwise below. At most {max} characters.',
  /** The opt-in: without it a review never shows who wrote it (issue 22, point 10). */
  showFirstName: 'Show my first name with this review',
  /** Who wrote a review, as everyone sees it unless the client chose to show their first name. */
  verifiedClient: 'Verified client',
  showFirstNameInvalid: 'Please say whether to show your first name.',
  submit: 'Submit rating',
  cancel: 'Cancel',
  saved: 'Thank you. Your rating is saved.',
  yourRating: 'You rated it {stars} out of 5.',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  commentTooLong: 'Please keep your comment to at most {max} characters.',
  notCompleted: 'You can rate a session once it has taken place.',
  onlyClients: 'Only clients can rate sessions.',
  heading: 'Reviews',
  none: 'No reviews yet.',
  loadFailed: 'Could not load the reviews.',
  anonymous: 'A client',
  /** Under each comment: who wrote it (first name only) and when. */
  byline: '{author}, {date}',
} as const;
