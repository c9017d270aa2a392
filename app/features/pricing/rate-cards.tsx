import Check from 'lucide-react/icons/check';
import { Link } from 'react-router';
import { quoteHref, type DurationOption } from '../../../domain/freelance-rates';

export function RateCards({ option, codeMode }: { option: DurationOption; codeMode: boolean }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {option.cards.map((card) => (
        <li key={card.title} className={`relative flex flex-col rounded-3xl border p-6 ${card.popular ? 'border-brand-400 bg-brand-500/10' : 'border-ink-700 bg-ink-900/80'}`}>
          {card.popular && (
            <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Le plus demandé</p>
          )}
          <h3 className="text-lg font-semibold text-white">{card.title}</h3>
          <p className="mt-3 text-4xl font-extrabold text-white">
            {codeMode && <span className="mr-1 text-base font-medium text-gray-300">dès</span>}
            {card.rate} €<span className="text-base font-medium text-gray-400"> / jour</span>
          </p>
          <ul className="mt-5 flex-1 space-y-2 text-sm text-gray-300">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2"><Check aria-hidden size={16} className="mt-0.5 shrink-0 text-accent-400" />{feature}</li>
            ))}
          </ul>
          <Link
            to={quoteHref(card)}
            aria-label={`Demander un Devis — ${card.title}, ${card.rate} € par jour`}
            className="mt-6 rounded-xl bg-brand-600 px-5 py-3 text-center text-sm font-semibold text-white hover:bg-brand-700"
          >
            Demander un Devis
          </Link>
        </li>
      ))}
    </ul>
  );
}
