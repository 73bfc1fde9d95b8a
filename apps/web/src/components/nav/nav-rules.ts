import { appMessages, SECTION_IDS, type Role, URGENT_HELP_PATH } from '@solace/shared';

/** Screens that bring their own minimal chrome: the sign-in and sign-up forms. */
const CHROMELESS_PATHS = ['/login', '/signup', '/doctorlogin'];

function normalise(pathname: string): string {
  // Routes match case-insensitively and ignore a trailing slash, so the rules must too.
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Spec: the top navigation (and its footer) is hidden on /login, /signup and /doctorLogin. */
export function isNavHidden(pathname: string): boolean {
  return CHROMELESS_PATHS.includes(normalise(pathname));
}

/** The therapist's own pages, where the logo leads back to their dashboard. */
const THERAPIST_PAGES = ['/dochome', '/doctordashboard'];

/**
 * The logo leads to the doctor dashboard on the therapist's own pages, otherwise home. The spec
 * said "when the path mentions doctor", which sent visitors of /doctors (the public list of
 * therapists) to the therapist login: the rule was meant for the dashboard.
 */
export function logoTarget(pathname: string): '/dochome' | '/' {
  const path = normalise(pathname);
  const own = THERAPIST_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
  return own ? '/dochome' : '/';
}

export interface NavItem {
  label: string;
  to: string;
  /** A count shown on the link (unread messages); nothing at 0. */
  count?: number;
}

/** The accessible name: "Messages", or "Messages, 2 unread" (the bell's form). */
export function navItemName(item: NavItem): string {
  return item.count ? appMessages.navUnread(item.label, item.count) : item.label;
}

export const therapistsLink: NavItem = { label: appMessages.navTherapists, to: '/doctors' };
export const servicesLink: NavItem = { label: appMessages.navServices, to: '/services' };
export const messagesLink: NavItem = { label: appMessages.navMessages, to: '/liveChat' };
/** In-page sections of the home page; the layout scrolls to the hash after navigating. */
export const aboutLink: NavItem = { label: appMessages.navAbout, to: `/#${SECTION_IDS.about}` };
export const contactLink: NavItem = {
  label: appMessages.navContact,
  to: `/#${SECTION_IDS.contact}`,
};
export const loginLink: NavItem = { label: appMessages.navLogin, to: '/login' };
export const signUpLink: NavItem = { label: appMessages.navSignUp, to: '/signup' };
/** The crisis lines, in the header of every page, signed in or not (issue 22, point 5). */
export const urgentHelpLink: NavItem = { label: appMessages.crisisLineLabel, to: URGENT_HELP_PATH };
const reportProblemLink: NavItem = { label: appMessages.navReportProblem, to: '/report-problem' };
export const profileLink: NavItem = { label: appMessages.navProfile, to: '/profile' };
/** Each role's own place, one click from anywhere: the dashboard, the appointments. */
const dashboardLink: NavItem = { label: appMessages.navDashboard, to: '/dochome' };
const appointmentsLink: NavItem = { label: appMessages.navMyAppointments, to: '/appointments' };
const adminLink: NavItem = { label: appMessages.navAdmin, to: '/admin' };
/** The therapist's own public profile, which they edit (one of their own pages: see logoTarget). */
export const ownProfileLink: NavItem = {
  label: appMessages.myPublicProfile,
  to: '/dochome/profile',
};

/** The account menu's links (the drawer's too), by role: Report a problem, Profile, and more. */
export function accountMenuLinks(role: Role | undefined): NavItem[] {
  const common = [reportProblemLink, profileLink];
  return role === 'doctor' ? [ownProfileLink, ...common] : common;
}

/** The link to the signed-in person's own place, by role. */
export function ownPlaceLink(role: Role): NavItem {
  return role === 'doctor' ? dashboardLink : role === 'admin' ? adminLink : appointmentsLink;
}

/** The greeting of the account button; spec: 'Guest' when the user has no name. */
export function greeting(name: string | null | undefined): string {
  return appMessages.greeting(name?.trim() || appMessages.guest);
}
