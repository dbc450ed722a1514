import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type ListValue = string | number | undefined;

/**
 * A server-paged list's state (filters, sort, page) kept in the address, so a view can be
 * reloaded or shared. `parse` reads the query (define it outside the component); `update`
 * changes some keys, drops empty ones and goes back to page 1 unless the patch names a page.
 */
export function useListParams<Q extends object>(
  parse: (params: URLSearchParams) => Q,
): [Q, (patch: { [K in keyof Q]?: ListValue }) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [params, parse]);
  const update = useCallback(
    (patch: { [K in keyof Q]?: ListValue }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
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
