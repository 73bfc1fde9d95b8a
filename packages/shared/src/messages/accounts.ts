export const accountsMessages = {
  allFieldsRequired: 'All fields are required.',
  invalidEmail: 'Invalid email format.',
  invalidSignupPhone: 'Please enter a valid phone number (10-15 digits).',
  /** A phone number with letters or symbols in it: the digit count is not the problem. */
  phoneCharacters: 'A phone number may hold only digits, spaces, dashes and a leading +.',
  /** Under 18: why the box is there, and what is missing when it is not ticked. */
  guardianConsentNote:
    "As you are under 18, we need your parent's or guardian's consent before you use Solace.",
  guardianConsentLabel: "I have my parent's or guardian's consent",
  guardianConsentRequired:
    "Please confirm that you have your parent's or guardian's consent (you are under 18).",
  /** The one toast of a refused form; the fields say what is wrong. */
  fixFields: (count: number) =>
    count === 1
      ? 'Please fix the field marked below.'
      : `Please fix the ${count} fields marked below.`,
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  invalidAge: 'Please enter your age as a whole number from 13 to 120.',
  nameTooLong: 'Name must be at most 100 characters.',
  emailTooLong: 'Email must be at most 254 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  emailTaken: 'An account with this email already exists.',
  registrationSuccess: 'Registration successful',
  /** The one answer of every accepted sign-up, new address or not (the spec's words first). */
  registrationCheckEmail: 'Registration successful. Check your e-mail to finish signing up.',
  checkEmailHeading: 'Check your e-mail',
  checkEmailSent: (email: string) =>
    `We have sent an e-mail to ${email}. Open the link in it to finish signing up; it works for 24 hours.`,
  checkEmailSpam:
    'Nothing after a few minutes? Look in your spam or junk folder, or send it again.',
  resendEmail: 'Send the e-mail again',
  resendingEmail: 'Sending...',
  emailResent: 'Sent again. Only the newest link works.',
  signupLinkChecking: 'Finishing your sign-up...',
  signupLinkInvalid:
    'This sign-up link is invalid, has expired or was already used. Please sign up again.',
  signupPasswordHeading: 'Finish signing up',
  signupPasswordNeeded:
    'This link was opened in another browser than the one you signed up in. Enter the password you chose to finish.',
  signupPasswordWrong: 'That is not the password chosen for this sign-up.',
  signupFinish: 'Finish signing up',
  signupFinished: 'Your e-mail is confirmed. Welcome to Solace!',
  tooManySignupConfirmations: 'Too many attempts with this link. Please sign up again.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManySignups: 'Too many sign-up attempts from this network. Please try again later.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  resetLinkSent: 'Password change link sent to your email.',
  resetLinkFailed: 'Failed to send password change link. Please try again later.',
  resetLinkInvalid: 'This password change link is invalid or has expired.',
  resetFailed: 'An error occurred. Please try again.',
  passwordChanged: 'Password changed successfully',
  accountDeleted: 'Your account and personal data have been deleted.',
  useTherapistLogin: 'This is a therapist account. Please sign in on the therapist login page.',
  useClientLogin: 'This is a client account. Please sign in on the client login page.',
} as const;
