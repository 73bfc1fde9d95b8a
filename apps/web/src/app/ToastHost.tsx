import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@solace/shared';

/**
 * Where toasts appear. Mounted (lazily) once something that can toast has loaded, see
 * lib/toast.ts. react-toastify 11 injects its own stylesheet when imported, so no CSS import is
 * needed.
 */
export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggablePercent={TOAST_DRAG_PERCENT * 100}
    />
  );
}
