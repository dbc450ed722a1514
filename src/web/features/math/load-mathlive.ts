let loading: Promise<boolean> | null = null;

/** Whether this browser can run MathLive (a test DOM such as happy-dom cannot: no FontFace). */
function canRunMathLive(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.customElements !== 'undefined' &&
    typeof window.FontFace === 'function' &&
    'fonts' in document
  );
}

/**
 * Loads and registers `<math-field>` once; resolves false when MathLive cannot run here or its
 * chunk fails to load, and the caller falls back to a plain LaTeX input.
 */
export function loadMathLive(): Promise<boolean> {
  loading ??= canRunMathLive()
    ? import('./mathlive-setup').then(
        (m) => typeof m.MathfieldElement === 'function',
        () => {
          loading = null; // a failed chunk (offline) may load on a later visit
          return false;
        },
      )
    : Promise.resolve(false);
  return loading;
}
