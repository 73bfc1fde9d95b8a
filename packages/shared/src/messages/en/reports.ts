/** The English words of reportsMessages (../reports.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  title: 'Report a Problem',
  problemType: 'Problem Type',
  description: 'Description',
  attachments: 'Attachments',
  chooseFiles: 'Choose files',
  removeFile: 'Remove {name}',
  email: 'Email Address',
  priority: 'Priority',
  additionalInfo: 'Additional Information',
  submit: 'Submit',
  submitting: 'Submitting...',
  requiredFields: 'Please fill in all the required fields.',
  unexpected: 'An unexpected error occurred. Please try again.',
  filesHint:
    'Up to 5 files, 10 MB each and 25 MB in all: images (PNG, JPEG, WebP, GIF), PDF, plain text or screen recordings (MP4, WebM).',
  received:
    'Thank you. Your report {reference} has been received, and a confirmation is on its way to your e-mail.',
  tooManyFiles: 'You can attach at most 5 files.',
  fileTooLarge: 'The file "{name}" is larger than 10 MB.',
  totalTooLarge: 'Attachments can be at most 25 MB in all.',
  fileRefused:
    'The file "{name}" is not an allowed type. Attach images (PNG, JPEG, WebP, GIF), PDF, plain text or screen recordings (MP4, WebM).',
  malformed: 'The report could not be read. Please try again.',
  invalidPriority: 'Please choose a priority.',
  textTooLong: 'This text can be at most 5000 characters long.',
  tooMany: 'Too many reports. Please try again later.',
  uploadQuota:
    'You have sent as many files as we can take in one day ({megabytes} MB). Please send your report without files, or try again tomorrow.',
  storageFull:
    'We cannot take files right now: our storage is full. Please send your report without files, or try again later.',
  notFound: 'This report could not be found.',
  attachmentNotFound: 'This attachment could not be found.',
  mail: {
    ackSubject: 'We received your report {reference}',
    ackBody:
      'Thank you for telling us about this problem ({type}). Its reference is {reference}; an administrator will look at it.',
    replySubject: 'About your report {reference}',
    replyIntro: 'Your report {reference} is now: {status}. The practice wrote:',
  },
  notice: {
    newTitle: 'New problem report',
    newMessage: '{reference}: {type}, priority {priority}.',
    replyTitle: 'Reply to your report {reference}',
  },
} as const;
