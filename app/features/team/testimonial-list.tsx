import BadgeCheck from 'lucide-react/icons/badge-check';
import Star from 'lucide-react/icons/star';
import type { Testimonial } from '../../../domain/catalogue/testimonials';
import { HydrationBoundary } from '../../ui/hydration-boundary';

/** Testimonials as a static grid, each rated out of 5 and marked verified, each hydrated on its own. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {testimonials.map((t) => (
        <HydrationBoundary key={t.author}>
          <li className="flex flex-col rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
            <p className="flex gap-0.5 text-amber-300" role="img" aria-label={`Note\u00a0: ${t.rating} sur 5`}>
              {Array.from({ length: t.rating }, (_, i) => (
                <Star key={i} aria-hidden size={16} fill="currentColor" />
              ))}
            </p>
            <blockquote className="mt-3 flex-1 text-gray-200">« {t.quote} »</blockquote>
            <p className="mt-4 font-semibold text-white">{t.author}</p>
            <p className="text-sm text-gray-400">
              {t.role}, {t.company}
            </p>
            {t.verified && (
              <p className="mt-2 inline-flex items-center gap-1 text-xs text-emerald-300">
                <BadgeCheck aria-hidden size={14} /> Avis vérifié
              </p>
            )}
          </li>
        </HydrationBoundary>
      ))}
    </ul>
  );
}
