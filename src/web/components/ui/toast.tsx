import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@common/constants';
import { Toaster as Sonner, toast } from 'sonner';

export { toast };

/** The app's toast region: 3 visible at most, 4 seconds each (the spec's defaults). */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
