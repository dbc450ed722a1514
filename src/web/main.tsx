// First: zod must be configured before any shared schema is built or parsed (lib/zod-config).
import './lib/zod-config';
import './styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { applyLanguage, detectLanguage } from './i18n/language-choice';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

function render() {
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The chosen language's first strings arrive before the first paint (no English flash).
void applyLanguage(detectLanguage()).finally(render);
