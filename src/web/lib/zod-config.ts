/**
 * zod 4 probes `new Function` to compile fast parsers; under our CSP (script-src 'self') that
 * probe is reported as a violation. Parse without it: import this module before any parsing.
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there
 * (zod/v4/core/core.js), so the setting is made without loading zod: the app shell does not
 * download zod, only the pages whose forms check input with it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
