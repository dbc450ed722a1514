import { cn } from '@/lib/cn';

/** Eyebrow, h2 and lead text of a landing section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
  inverse = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: 'center' | 'start';
  inverse?: boolean;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p
        className={cn(
          'font-semibold text-sm uppercase tracking-wider',
          inverse ? 'text-accent-300' : 'text-primary-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-balance font-bold text-3xl tracking-tight sm:text-headline',
          inverse ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {text ? (
        <p className={cn('mt-4 text-lg', inverse ? 'text-primary-100' : 'text-slate-600')}>
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** Every landing section: an anchor target below the fixed header. */
export const sectionClass = 'scroll-mt-16';
