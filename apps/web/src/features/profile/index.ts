/** The profile's public face: its page, for the router. No other feature builds on it. */
export { ProfilePage } from './ProfilePage';
