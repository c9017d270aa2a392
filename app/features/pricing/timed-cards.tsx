import ShieldCheck from 'lucide-react/icons/shield-check';
import X from 'lucide-react/icons/x';
import Zap from 'lucide-react/icons/zap';
import { Link } from 'react-router';
import { promoTimings, type MissionDuration } from '../../../domain/freelance-rates';
import { useTimedVisibility } from './use-timed-visibility';

const box = 'fixed bottom-6 left-4 right-4 z-30 rounded-2xl border p-5 shadow-2xl sm:left-auto sm:w-80';

/** 'Mission Express' after choosing the short duration, 'Garantie Satisfaction' 30 s after load. */
export function TimedCards({ duration }: { duration: MissionDuration }) {
  const [express, closeExpress] = useTimedVisibility(duration, duration === 'short', promoTimings.expressDelay, promoTimings.expressVisible);
  const [guarantee, closeGuarantee] = useTimedVisibility('load', true, promoTimings.guaranteeDelay, promoTimings.guaranteeVisible);

  return (
    <>
      {express && (
        <aside aria-label="Mission Express" className={`${box} border-amber-400/50 bg-ink-900`}>
          <Close label="Fermer l'offre Mission Express" onClick={closeExpress} />
          <p className="flex items-center gap-2 font-semibold text-amber-300"><Zap aria-hidden size={18} /> Mission Express</p>
          <p className="mt-2 text-sm text-gray-200">Besoin d'un développeur cette semaine&nbsp;? Démarrage sous 48 h pour les missions courtes.</p>
          <Link to="/contact" className="mt-3 inline-block text-sm font-semibold text-brand-300 hover:underline">Réserver un créneau</Link>
        </aside>
      )}
      {guarantee && (
        <aside aria-label="Garantie Satisfaction" className={`${box} border-emerald-400/50 bg-ink-900 sm:bottom-40`}>
          <Close label="Fermer la garantie" onClick={closeGuarantee} />
          <p className="flex items-center gap-2 font-semibold text-emerald-300"><ShieldCheck aria-hidden size={18} /> Garantie Satisfaction</p>
          <p className="mt-2 text-sm text-gray-200">Objectifs non atteints&nbsp;? Nous vous remboursons. Sans discussion.</p>
        </aside>
      )}
    </>
  );
}

function Close({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="absolute right-2 top-2 rounded-lg p-1 text-gray-300 hover:text-white">
      <X aria-hidden size={18} />
    </button>
  );
}
