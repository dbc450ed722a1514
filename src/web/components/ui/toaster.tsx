import { TOAST_DURATION_MS, TOAST_VISIBLE } from '@common/constants';
import { type CSSProperties, useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from './toast';

// Sonner's rich colours put text under 4.5:1 contrast on their tinted backgrounds (WCAG AA);
// these darker shades keep the same hues.
const RICH_TEXT_COLOURS = {
  '--success-text': '#006b24',
  '--error-text': '#b3001b',
  '--warning-text': '#8a4500',
  '--info-text': '#1d4ed8',
} as CSSProperties;

/** The app's toast region: 3 visible at most, 4 seconds each (the spec's defaults). */
export function Toaster() {
  // Sonner's region (a live region) is on the page before the first toast goes into it, so
  // screen readers announce that toast too.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      style={RICH_TEXT_COLOURS}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
