import '@/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy routes: the first visit of a page in a test file transforms its modules, which
// can take longer than Testing Library's default second on a busy machine (`npm test` runs this
// suite beside the PostgreSQL server suite). A longer wait costs only tests that fail.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.title = '';
});
