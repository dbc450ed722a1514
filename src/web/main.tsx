// First: zod must be configured before any shared schema is built or parsed (lib/zod-config).
import './lib/zod-config';
import './styles.css';
import './i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { fetchMeQuietly, meQueryKey } from './features/auth/session';
import { applyLanguage, detectLanguage } from './i18n/language-choice';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// Every page first asks who is signed in (guards, the sign-in page): ask now, while the page's
// code downloads, instead of after it (same query and key as useMe, so they share the answer).
void queryClient.prefetchQuery({
  queryKey: meQueryKey,
  queryFn: fetchMeQuietly,
  staleTime: 60_000,
});
const router = createAppRouter();

function render() {
  const root = createRoot(container as HTMLElement);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (input stays responsive on slow phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The chosen language's first strings arrive before the first paint (no English flash).
void applyLanguage(detectLanguage()).finally(render);
