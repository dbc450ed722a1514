import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { normalizeText, textProblem } from '../../common/contracts/text-policy';
import { AppError } from '../lib/errors';

type Container = Record<string, unknown> | unknown[];

/** Passwords are hashed exactly as typed: rewriting them would lock out their owners. */
const VERBATIM_KEY = /password/i;

/** A parsed JSON object or array; buffers and streams (webhooks, uploads) are not walked. */
function isJsonContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Where an entry sits, as a chain up to the root: copying the whole path at each level would
 * make a deeply nested body cost the square of its depth (a 1 MB body of brackets, hours).
 */
type Path = { key: string; parent: Path } | null;

function keysOf(path: Path): string[] {
  const keys: string[] = [];
  for (let at = path; at; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/**
 * Every entry of the objects and arrays inside `root`. Walks with its own stack: a deeply
 * nested body is not a reason to overflow the call stack.
 */
function* entries(root: Container) {
  const pending: { node: Container; path: Path }[] = [{ node: root, path: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path } = next;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      yield { record, key, path, inArray: Array.isArray(node) };
      const value = record[key];
      if (isJsonContainer(value)) pending.push({ node: value, path: { key, parent: path } });
    }
  }
}

/** Rewrites every string inside `root` in NFC, in place. */
function normalizeStrings(root: Container) {
  for (const { record, key } of entries(root)) {
    const value = record[key];
    if (typeof value !== 'string' || VERBATIM_KEY.test(key)) continue;
    const normalized = normalizeText(value);
    if (normalized !== value) record[key] = normalized;
  }
}

const fieldName = (path: Path) => keysOf(path).join('.') || '_';

/** The first key or string inside `root` the policy refuses, with why. */
function firstRefused(root: Container): { field: string; message: string } | null {
  for (const { record, key, path, inArray } of entries(root)) {
    const keyProblem = inArray ? null : textProblem(key);
    if (keyProblem) return { field: fieldName(path), message: keyProblem };
    const value = record[key];
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) return { field: fieldName({ key, parent: path }), message: problem };
  }
  return null;
}

/**
 * The parts of a request that carry text: path and query (Fastify parses them itself; its
 * query objects have a prototype of their own) and a JSON body, never a webhook's raw bytes
 * or an upload's stream.
 */
function textParts(request: FastifyRequest): Container[] {
  const parts = [request.params, request.query].filter(
    (part): part is Container => typeof part === 'object' && part !== null,
  );
  if (isJsonContainer(request.body)) parts.push(request.body);
  return parts;
}

/** Route-level hooks as Fastify may hold them: none, one, or a list. */
const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * One input policy for every text field of the API (issue 22), applied to each route
 * without it asking, better-auth's under /api/auth included:
 * - before the route's schema, every string is normalised to NFC, so that lengths and
 *   patterns are checked on the text as it will be stored and compared;
 * - after it, a string that still holds a control character (other than tab, line feed and
 *   carriage return) or broken Unicode is refused with a 400 naming the field. After, so
 *   that a contract's own word wins ('Invalid user id', 'Commission not found') and a
 *   contract that strips such characters (searches, client log messages) keeps doing so.
 */
export function registerInputPolicy(app: FastifyInstance) {
  const normalise: preValidationHookHandler = (request, _reply, done) => {
    for (const part of textParts(request)) normalizeStrings(part);
    done();
  };
  const refuse: preHandlerHookHandler = (request, _reply, done) => {
    for (const part of textParts(request)) {
      const refused = firstRefused(part);
      if (!refused) continue;
      const { field, message } = refused;
      return done(
        new AppError('VALIDATION', field === '_' ? message : `${field}: ${message}`, {
          [field]: message,
        }),
      );
    }
    done();
  };
  // On the API's routes only, decided once per route; before the route's own hooks.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    route.preValidation = [normalise, ...listOf(route.preValidation)];
    route.preHandler = [refuse, ...listOf(route.preHandler)];
  });
}
