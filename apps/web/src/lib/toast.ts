import { toast } from 'react-toastify';
import { wantToasts } from './toast-host';

/**
 * react-toastify's `toast`, the one way the app shows toasts: import it from here, never from
 * react-toastify. Loading this module is what mounts the toast container (app/Providers.tsx), so
 * react-toastify and the style sheet it injects arrive with the first screen that can toast
 * instead of with every first page. A toast sent before the container is up waits in
 * react-toastify's queue and shows as soon as it is.
 */
wantToasts();

export { toast };
