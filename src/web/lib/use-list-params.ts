import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type ListValue = string | number | undefined;
export type ListPatch<Q> = { [K in keyof Q]?: ListValue };

type ListParamsOptions = {
  /**
   * Replace the current history entry instead of adding one, so that Back leaves the page
   * rather than undoing the last filter. Default: add an entry.
   */
  replace?: boolean;
};

/**
 * A server-paged list's state (filters, sort, page) kept in the address, so a view can be
 * reloaded or shared. `parse` reads the query (define it outside the component); `update`
 * changes some keys, drops empty ones and goes back to page 1 (no `page` in the address) unless
 * the patch names another page. Keys the list does not own (e.g. a tab) are kept.
 */
export function useListParams<Q extends object>(
  parse: (params: URLSearchParams) => Q,
  { replace = false }: ListParamsOptions = {},
): [Q, (patch: ListPatch<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [params, parse]);
  const update = useCallback(
    (patch: ListPatch<Q>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch) || Number(next.get('page')) === 1) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams, replace],
  );
  return [query, update];
}

/** `?page=`: a whole number from 1, 1 when absent or not a number. */
export function pageParam(params: URLSearchParams): number {
  const page = Math.floor(Number(params.get('page')));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** A parameter that must be one of `values`, or undefined. */
export function oneOfParam<T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
): T | undefined {
  const value = params.get(key);
  return value && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A free-text parameter (a search, an id), undefined when absent or empty. */
export function textParam(params: URLSearchParams, key: string): string | undefined {
  return params.get(key) || undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as `YYYY-MM-DD` (a date input's value), or undefined. */
export function dayParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key);
  return value && DAY.test(value) ? value : undefined;
}
