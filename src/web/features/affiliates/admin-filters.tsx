import { Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';

export type FilterPatch<K extends string> = Partial<
  Record<K | 'page', string | number | undefined>
>;

/**
 * Filters of a list kept in the address (reloadable, shareable). Any change but the page's own
 * goes back to the first page.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Partial<Record<K, string>> & { page: number }, (patch: FilterPatch<K>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = {
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    } as Partial<Record<K, string>> & { page: number };
    for (const key of keys) {
      const value = params.get(key);
      if (value) out[key] = value as (typeof out)[K];
    }
    return out;
  }, [params, keys]);
  const update = useCallback(
    (patch: FilterPatch<K>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch) || patch.page === 1) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [values, update];
}

/** A search field that reports what was typed after a short pause (the server searches). */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The address changed elsewhere (clear filters, back button): show what it holds.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = text.trim();
      if (next === sent.current) return;
      sent.current = next;
      onSearch(next || undefined);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute start-3 top-2.5 size-5 text-slate-500"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="ps-10"
      />
    </div>
  );
}
