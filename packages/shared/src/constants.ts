/** Business constants of the product spec (point 9) and of Solace itself. */

/** Price shown on the home page's placeholder therapist cards when no therapist exists yet. */
export const PLACEHOLDER_THERAPIST_PRICE = 250;
/** How many therapist cards the home page shows. */
export const HOME_THERAPIST_CARD_COUNT = 4;
/** Every therapist card shows five stars. */
export const DOCTOR_CARD_STARS = 5;

export const OFFICE_HOURS = '10AM to 7PM';

/** Toast defaults (react-toastify): top-right, 5000 ms, drag-dismiss at 80 %. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;

export const NOTIFICATION_POLL_MS = 60_000;
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;
export const MIN_PASSWORD_LENGTH = 8;
export const SLOT_FETCH_TIMEOUT_MS = 10_000;
export const SNACKBAR_HIDE_MS = 6000;

/** Phone patterns of the spec: signup takes 10 to 15 digits, booking a country-code number. */
export const SIGNUP_PHONE_PATTERN = /^\+?\d{10,15}$/;
export const BOOKING_PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
/** The spec's "{email}" shape: something, an at sign, something, a dot, something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The in-page sections the navigation's About and Contact links scroll to. */
export const SECTION_IDS = { about: 'aboutus', contact: 'contactus' } as const;
