import { z } from 'zod';

/**
 * zod 4 probes `new Function` to compile fast parsers; under our CSP (script-src 'self') that
 * probe is reported as a violation. Parse without it: import this module before any parsing.
 */
z.config({ jitless: true });
