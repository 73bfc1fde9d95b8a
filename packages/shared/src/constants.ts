/** Business constants of the product spec (point 9) and of Solace itself. */

/** How many therapist cards the home page shows. */
export const HOME_THERAPIST_CARD_COUNT = 4;
/** A review's comment: at most this many characters (after trimming). */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** The public profile page lists this many reviews, newest first, and this many free times. */
export const PROFILE_REVIEW_COUNT = 20;
export const PROFILE_FREE_TIME_COUNT = 6;
/** How many of a therapist's next free times their card in the list offers. */
export const CARD_FREE_TIME_COUNT = 3;

export const OFFICE_HOURS = '10AM to 7PM';

/** Toast defaults (react-toastify): top-right, 5000 ms, drag-dismiss at 80 %. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;

export const NOTIFICATION_POLL_MS = 60_000;
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** Sign-up's limits, which every other form that takes a name or an e-mail shares. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const SLOT_FETCH_TIMEOUT_MS = 10_000;
export const SNACKBAR_HIDE_MS = 6000;

/** Phone patterns of the spec: signup takes 10 to 15 digits, booking a country-code number. */
export const SIGNUP_PHONE_PATTERN = /^\+?\d{10,15}$/;
export const BOOKING_PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
/**
 * The country code a 10-digit number without one is read with: Solace's first home is India
 * (its prices in rupees, its crisis line Tele-MANAS), where people write '98765 43210'.
 */
export const DEFAULT_PHONE_COUNTRY_CODE = '91';
/** The age from which no guardian's consent is asked. */
export const ADULT_AGE = 18;
/**
 * The spec's "{email}" shape: something, an at sign, something, a dot, something, no spaces.
 * Written so that each character can be matched one way only (the domain's first dot after its
 * first character is the one), so the time is linear in the length: the spec's own
 * `[^\s@]+\.[^\s@]+` tried every dot and froze the server on a long run of them (issue 9).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;
/** C0 controls, DEL and C1 controls: no name, address, password or token holds one. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u001f\u007f-\u009f]/;

/** Who an account belongs to. A plain list, so the web app can check a stored role without zod. */
export const ROLES = ['patient', 'doctor', 'admin'] as const;

/** The in-page sections the navigation's About and Contact links scroll to. */
export const SECTION_IDS = { about: 'aboutus', contact: 'contactus' } as const;

/** How far ahead a therapist may offer slots, and how many upcoming ones at most. */
export const SLOT_HORIZON_DAYS = 180;
export const MAX_UPCOMING_SLOTS = 2000;
/** How far back the dashboard reaches: the spec's read without a range, and the list's past. */
export const DASHBOARD_HISTORY_DAYS = 90;

/** Problem reports (spec point 9): the types as `[value, label]`, the priorities, the default. */
export const PROBLEM_TYPES = [
  ['Bug', 'Bug'],
  ['Feature Request', 'Feature Request'],
  ['Account Issue', 'Account Issue'],
  ['Payment Issue', 'Payment Issue'],
  ['Doctor Issue', 'Doctor Issue'],
  ['OtherIssue', 'Other Issue'],
] as const;
export const PROBLEM_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export const DEFAULT_PROBLEM_PRIORITY = 'Medium';
/** Attachments of one report (issue 12): checked while streaming, by the server. */
export const REPORT_MAX_FILES = 5;
export const REPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const REPORT_MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/** A therapist's photo: one image, resized on the server. */
export const THERAPIST_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Long free text of a report (description, additional information). */
export const REPORT_TEXT_MAX_LENGTH = 5000;

/** The most characters of a therapist's reason for cancelling a session. */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** The Messages page opened on the conversation with one person (the spec's /liveChat). */
export function conversationPath(personId: string): string {
  return `/liveChat?with=${encodeURIComponent(personId)}`;
}

/**
 * Measurement-based care (issue 25): a client answers PHQ-9 and GAD-7 before their first session
 * with a therapist, then before every this-many sessions after it (and whenever asked).
 */
export const MEASURE_EVERY_SESSIONS = 4;

/**
 * The therapist's agenda on the dashboard shows at most this many sessions (the rest are in List
 * View), so the latest scores beside them are asked for at most this many clients at once.
 */
export const AGENDA_SESSIONS_SHOWN = 8;

/**
 * The terms and privacy notice a sign-up agrees to (their dates): recorded with the time of
 * agreement (issue 25). A new version of either page changes its constant here.
 */
export const TERMS_VERSION = '2026-11-26';
export const PRIVACY_VERSION = '2026-11-26';

/** Where a safety alert's notification leads (`/risk-signals/<id>`): the therapist acknowledges it. */
export const RISK_SIGNALS_PATH = '/risk-signals';
