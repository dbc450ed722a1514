import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first download: pages call `toast.success(…)` as before; the first
 * call loads sonner and asks the root layout to mount the toast region (./toaster.tsx), and the
 * toast is shown once the region is on the page. Calls keep their order.
 */
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | undefined;
let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
const listeners = new Set<() => void>();

/** Called by the toast region once it is on the page. */
export function toasterMounted() {
  resolveMounted();
}

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = Promise.all([import('sonner'), mounted]).then(([module]) => module);
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toast = {
  success(message: Message, options?: ExternalToast) {
    void loadSonner().then((s) => s.toast.success(message, options));
  },
  error(message: Message, options?: ExternalToast) {
    void loadSonner().then((s) => s.toast.error(message, options));
  },
  info(message: Message, options?: ExternalToast) {
    void loadSonner().then((s) => s.toast.info(message, options));
  },
  /** Dismisses one toast, or all; nothing to do before the first toast. */
  dismiss(id?: string | number) {
    void sonner?.then((s) => s.toast.dismiss(id));
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page has asked for a toast yet: the root layout mounts the region from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
}
