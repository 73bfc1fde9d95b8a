/** The English words of appScreensMessages (../app-screens.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  /** Under every list of times: the zone by its long name ("India Standard Time"). */
  timesShownIn: 'Times are shown in your time zone ({zoneName}).',
  retry: 'Retry',
  pageNotFound: 'Page not found',
  pageNotFoundText:
    "The page you were looking for has moved or never existed. Let's get you somewhere calmer.",
  backToHome: 'Back to home',
  logout: 'Logout',
  mainMenu: 'Main menu',
  closeNavigationMenu: 'Close navigation menu',
  showField: 'Show {field}',
  hideField: 'Hide {field}',
} as const;
