import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Testimonial = {
  name: string;
  place: string;
  subject: string;
  score: string;
  gain: string;
  quote: string;
};

/** Three 5-star students with their EST scores and gains (spec section 1). */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <section aria-labelledby="testimonials-title" className="bg-primary-950">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-accent-300 text-sm uppercase tracking-wider">
            {t('testimonials.eyebrow')}
          </p>
          <h2
            id="testimonials-title"
            className="mt-2 text-balance font-bold text-3xl text-white tracking-tight sm:text-headline"
          >
            {t('testimonials.title')}
          </h2>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-card bg-white/[0.06] p-6 ring-1 ring-white/10">
                <p
                  className="flex gap-0.5 text-accent-300"
                  role="img"
                  aria-label={t('testimonials.rating')}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 text-primary-50">“{item.quote}”</blockquote>
                <figcaption className="mt-6 border-white/10 border-t pt-4">
                  <p className="font-semibold text-white">{item.name}</p>
                  <p className="text-primary-200 text-sm">{item.place}</p>
                  <p className="mt-2 flex flex-wrap gap-2 text-xs">
                    <span className="rounded-full bg-white/10 px-2.5 py-1 font-medium text-white">
                      {item.subject}: {item.score}
                    </span>
                    <span className="rounded-full bg-accent-300 px-2.5 py-1 font-semibold text-accent-950">
                      {item.gain}
                    </span>
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
