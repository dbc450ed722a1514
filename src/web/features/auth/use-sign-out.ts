import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api';
import type { SignedOutState } from './session';

type SignOutOptions = {
  /** Where to go once signed out. */
  to: string;
  /** Toast after a successful sign-out. */
  successMessage?: string;
  /** Toast when the server could not sign the user out. */
  errorMessage: string;
};

/**
 * Ends the session on the server and leaves for `to`. The cached user is dropped by the root
 * layout once the next page is on screen, so guards of the page being left never react to it.
 */
export function useSignOut({ to, successMessage, errorMessage }: SignOutOptions) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      if (successMessage) toast.success(successMessage);
      const state: SignedOutState = { signedOut: true };
      await navigate(to, { replace: true, state });
    },
    onError: () => {
      toast.error(errorMessage);
    },
  });
}
