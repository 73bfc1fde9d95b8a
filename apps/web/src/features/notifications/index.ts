/** Notifications' public face: the bell, which app/ places in the navigation bar. */
export { NotificationBell } from './NotificationBell';
