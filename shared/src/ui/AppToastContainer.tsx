// The one toast container of a page. react-toastify 11 injects its own stylesheet when imported,
// so no CSS import is needed here.
import { ToastContainer } from 'react-toastify';
import { TOAST_DURATIONS } from '../config';

export function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_DURATIONS.default} newestOnTop />;
}
