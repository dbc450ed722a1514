import type { AuthMode } from '@/paths';

/** What every view of the authentication screen receives. */
export type AuthViewProps = {
  /** The e-mail remembered across views (e.g. after registering). */
  email: string;
  /**
   * Switches the view; the e-mail, when given, is kept for the next one; `student` drops
   * role=affiliate; `showMode` keeps `mode=login` in the address (after a password update).
   */
  goTo: (
    mode: AuthMode,
    options?: { email?: string; student?: boolean; showMode?: boolean },
  ) => void;
  /** role=affiliate in the address. */
  affiliate: boolean;
};
