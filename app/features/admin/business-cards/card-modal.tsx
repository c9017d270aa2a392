import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM } from '../../../../domain/business-cards/card-designs';
import { Modal } from '../ui/modal';
import { CardImage } from './card-image';
import type { CardSlide } from './card-slides';

/** The enlarged card: one face at a time, turned over with a flip (back-office §2.9). */
export function CardModal({ slide, onClose }: { slide: CardSlide | null; onClose: () => void }) {
  const [side, setSide] = useState<'recto' | 'verso'>('recto');
  const close = () => {
    setSide('recto');
    onClose();
  };
  if (!slide) return null;
  const flipped = side === 'verso';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={`${slide.owner.name} — ${slide.label}`}
      description={`Format standard ${CARD_WIDTH_MM} × ${CARD_HEIGHT_MM} mm · ${flipped ? 'verso' : 'recto'}`}
      size="lg"
    >
      <div className="[perspective:1600px]">
        <div
          data-testid="card-flipper"
          data-side={side}
          className={`relative transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none ${flipped ? '[transform:rotateY(180deg)]' : ''}`}
        >
          <div className="[backface-visibility:hidden]" aria-hidden={flipped}>
            <CardImage path={slide.recto} alt={`Recto de la carte de ${slide.owner.name}`} />
          </div>
          <div className="absolute inset-0 [backface-visibility:hidden] [transform:rotateY(180deg)]" aria-hidden={!flipped}>
            <CardImage path={slide.verso} alt={`Verso de la carte de ${slide.owner.name}`} />
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-400">
          {slide.owner.title} · {CARD_WIDTH_MM} × {CARD_HEIGHT_MM} mm
        </p>
        <button
          type="button"
          onClick={() => setSide(flipped ? 'recto' : 'verso')}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
        >
          <RotateCcw aria-hidden size={16} /> {flipped ? 'Voir le recto' : 'Retourner la carte'}
        </button>
      </div>
    </Modal>
  );
}
