/** Notifications' public face: the bell, which app/ places in the navigation bar. */
export { NotificationBell } from './NotificationBell';
/** The notifications the bell has loaded (cached and live), for pages to read without fetching. */
export { useLoadedNotifications } from './use-loaded-notifications';
