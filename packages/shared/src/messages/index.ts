/**
 * Every user-facing message of the product spec, word for word, one module per feature.
 * The web app shows them and the server answers with them; never retype one.
 *
 * The web app imports each feature's own object (`bookingMessages`), so a page ships only
 * the texts it shows; the server and the tests may use the whole catalogue, `messages`.
 */
import { appMessages } from './app';
import { catalogMessages } from './catalog';
import { notificationsMessages } from './notifications';
import { accountsMessages } from './accounts';
import { authMessages } from './auth';
import { bookingMessages } from './booking';
import { slotsMessages } from './slots';
import { profileMessages } from './profile';
import { chatMessages } from './chat';
import { videoMessages } from './video';
import { reportsMessages } from './reports';
import { adminMessages } from './admin';
import { reviewsMessages } from './reviews';
import { therapistProfileMessages } from './therapist-profile';
import { httpMessages } from './http';
import { inputMessages } from './input';
import { activityMessages } from './activity';
import { pagingMessages } from './paging';
import { noticesMessages } from './notices';
import { mailMessages } from './mail';
import { questionnairesMessages } from './questionnaires';
import { sessionNotesMessages } from './session-notes';
import { clinicalMessages } from './clinical';
import { plansMessages } from './plans';
import { paymentsMessages } from './payments';
import { creditsMessages } from './credits';
import { adminPaymentsMessages } from './admin-payments';
import { callsMessages } from './calls';
import { textsMessages } from './texts';
import { crisisLinesMessages } from './crisis-lines';
import { connectionMessages } from './connection';
import { cardsMessages } from './cards';
import { relativeTimeMessages } from './relative-time';
import { appScreensMessages } from './app-screens';
import { urgentHelpMessages } from './urgent-help';
import { loginSessionMessages } from './login-session';
import { timeMessages } from './time';
import { legalMessages } from './legal';
import { homeMessages } from './home';

export {
  appMessages,
  catalogMessages,
  notificationsMessages,
  accountsMessages,
  authMessages,
  bookingMessages,
  slotsMessages,
  profileMessages,
  chatMessages,
  videoMessages,
  reportsMessages,
  adminMessages,
  reviewsMessages,
  therapistProfileMessages,
  httpMessages,
  inputMessages,
  activityMessages,
  pagingMessages,
  noticesMessages,
  mailMessages,
  questionnairesMessages,
  clinicalMessages,
  sessionNotesMessages,
  plansMessages,
  paymentsMessages,
  creditsMessages,
  adminPaymentsMessages,
  callsMessages,
  textsMessages,
  crisisLinesMessages,
  connectionMessages,
  cardsMessages,
  relativeTimeMessages,
  appScreensMessages,
  urgentHelpMessages,
  loginSessionMessages,
  timeMessages,
  homeMessages,
  legalMessages,
};

export const messages = {
  app: appMessages,
  catalog: catalogMessages,
  notifications: notificationsMessages,
  accounts: accountsMessages,
  auth: authMessages,
  booking: bookingMessages,
  slots: slotsMessages,
  profile: profileMessages,
  chat: chatMessages,
  video: videoMessages,
  reports: reportsMessages,
  admin: adminMessages,
  reviews: reviewsMessages,
  therapistProfile: therapistProfileMessages,
  http: httpMessages,
  input: inputMessages,
  activity: activityMessages,
  paging: pagingMessages,
  notices: noticesMessages,
  mail: mailMessages,
  questionnaires: questionnairesMessages,
  clinical: clinicalMessages,
  sessionNotes: sessionNotesMessages,
  plans: plansMessages,
  payments: paymentsMessages,
  credits: creditsMessages,
  adminPayments: adminPaymentsMessages,
  calls: callsMessages,
  texts: textsMessages,
  crisisLines: crisisLinesMessages,
  connection: connectionMessages,
  cards: cardsMessages,
  relativeTime: relativeTimeMessages,
  appScreens: appScreensMessages,
  urgentHelp: urgentHelpMessages,
  loginSession: loginSessionMessages,
  time: timeMessages,
  home: homeMessages,
  legal: legalMessages,
} as const;
