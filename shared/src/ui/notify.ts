// Toast helpers with the spec's durations (success 3 s, error 4 s, others 4 s). A caller with a
// spec-fixed duration of its own (cart toasts 1.5-2 s) passes `{ autoClose }`.
import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';
import { TOAST_DURATIONS } from '../config';

type NotifyOptions = Omit<ToastOptions, 'type'>;

export const notify = {
  success: (message: string, options?: NotifyOptions): Id =>
    toast.success(message, { autoClose: TOAST_DURATIONS.success, ...options }),
  error: (message: string, options?: NotifyOptions): Id =>
    toast.error(message, { autoClose: TOAST_DURATIONS.error, ...options }),
  info: (message: string, options?: NotifyOptions): Id =>
    toast.info(message, { autoClose: TOAST_DURATIONS.default, ...options }),
  warning: (message: string, options?: NotifyOptions): Id =>
    toast.warning(message, { autoClose: TOAST_DURATIONS.default, ...options }),
  dismiss: (id?: Id): void => toast.dismiss(id),
};
