/**
 * Every Hindi word, loaded into the server's Hindi (it writes to each person in their own
 * language). The web's Hindi build never imports this: its words come through `#words/*`.
 * The namespaces are the English ones (messages/index.ts); the catalogue test checks both hold
 * the same ids, with the same placeholders.
 */
import { loadTranslation } from '../../i18n/define-messages';
import type { Words } from '../../i18n/words';
import { words as accounts } from './accounts';
import { words as activity } from './activity';
import { words as admin } from './admin';
import { words as adminPayments } from './admin-payments';
import { words as app } from './app';
import { words as auth } from './auth';
import { words as booking } from './booking';
import { words as calls } from './calls';
import { words as catalog } from './catalog';
import { words as chat } from './chat';
import { words as clinical } from './clinical';
import { words as credits } from './credits';
import { words as connection } from './connection';
import { words as cards } from './cards';
import { words as relativeTime } from './relative-time';
import { words as appScreens } from './app-screens';
import { words as crisisLines } from './crisis-lines';
import { words as http } from './http';
import { words as input } from './input';
import { words as loginSession } from './login-session';
import { words as mail } from './mail';
import { words as notices } from './notices';
import { words as notifications } from './notifications';
import { words as paging } from './paging';
import { words as payments } from './payments';
import { words as plans } from './plans';
import { words as profile } from './profile';
import { words as questionnaires } from './questionnaires';
import { words as reports } from './reports';
import { words as reviews } from './reviews';
import { words as sessionNotes } from './session-notes';
import { words as slots } from './slots';
import { words as texts } from './texts';
import { words as urgentHelp } from './urgent-help';
import { words as therapistProfile } from './therapist-profile';
import { words as time } from './time';
import { words as video } from './video';
import { words as legal } from './legal';
import { words as home } from './home';

/** By namespace, as each feature's defineMessages names it. */
export const hindiWords: Record<string, Words> = {
  accounts,
  activity,
  admin,
  adminPayments,
  app,
  auth,
  booking,
  calls,
  catalog,
  chat,
  clinical,
  credits,
  connection,
  cards,
  relativeTime,
  appScreens,
  crisisLines,
  http,
  input,
  loginSession,
  mail,
  notices,
  notifications,
  paging,
  payments,
  plans,
  profile,
  questionnaires,
  reports,
  reviews,
  sessionNotes,
  slots,
  texts,
  therapistProfile,
  urgentHelp,
  time,
  video,
  home,
  legal,
};

let loaded = false;

/** Loads every Hindi word into the server's Hindi (once). */
export function loadHindi(): void {
  if (loaded) return;
  for (const [namespace, words] of Object.entries(hindiWords)) {
    loadTranslation('hi', namespace, words);
  }
  loaded = true;
}
