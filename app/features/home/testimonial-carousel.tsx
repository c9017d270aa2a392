import BadgeCheck from 'lucide-react/icons/badge-check';
import Star from 'lucide-react/icons/star';
import { useEffect, useState } from 'react';
import type { Testimonial } from '../../../domain/catalogue/testimonials';

const ADVANCE_MS = 5000;

export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % testimonials.length), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, testimonials.length]);

  const shown = testimonials[current] ?? testimonials[0];
  if (!shown) return null;
  return (
    <section
      className="px-4 py-20 sm:px-6"
      aria-labelledby="testimonials-title"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="testimonials-title" className="text-3xl font-bold text-white sm:text-4xl">
          Ils nous font confiance
        </h2>
        <figure className="mt-10 min-h-64 rounded-2xl border border-ink-700 bg-ink-900/80 p-8" aria-live="polite">
          <div className="flex justify-center gap-1 text-amber-400" aria-label={`Note\u00a0: ${shown.rating} sur 5`} role="img">
            {Array.from({ length: shown.rating }, (_, i) => (
              <Star key={i} aria-hidden size={18} fill="currentColor" />
            ))}
          </div>
          <blockquote className="mt-5 text-lg text-gray-100">« {shown.quote} »</blockquote>
          <figcaption className="mt-6 text-sm text-gray-300">
            <span className="font-semibold text-white">{shown.author}</span>, {shown.role} — {shown.company}
            {shown.verified && (
              <span className="ml-2 inline-flex items-center gap-1 text-emerald-400">
                <BadgeCheck aria-hidden size={16} /> Avis vérifié
              </span>
            )}
          </figcaption>
        </figure>
        <div className="mt-6 flex justify-center gap-3">
          {testimonials.map((t, i) => (
            <button
              key={t.author}
              type="button"
              className={`h-3 w-3 rounded-full transition ${i === current ? 'bg-brand-400' : 'bg-ink-600 hover:bg-ink-700'}`}
              aria-label={`Afficher le témoignage de ${t.author}`}
              aria-pressed={i === current}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
