import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchInputProps = {
  /** The search in force (e.g. from the address); the box follows it when it changes. */
  value: string;
  /** Called with the trimmed text once typing has paused for `delay` ms. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  delay?: number;
  className?: string;
};

/** A search box for server-side search: one request per pause in typing, not per key. */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  delay = 300,
  className,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const lastSent = useRef(value);

  // The search changed elsewhere (cleared, back button): show it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = next;
      onSearchRef.current(next);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute start-3 top-2.5 size-5 text-slate-500"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="ps-10"
      />
    </div>
  );
}
