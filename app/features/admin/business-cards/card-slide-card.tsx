import FolderSearch from 'lucide-react/icons/folder-search';
import ImagePlus from 'lucide-react/icons/image-plus';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import { CardImage } from './card-image';
import type { CardSlide } from './card-slides';
import { writeControl } from '../ui/read-only-note';

interface CardSlideCardProps {
  slide: CardSlide;
  /** Built-in designs shown after a failed load: nothing can be changed. */
  readOnly: boolean;
  busy: boolean;
  onEnlarge: () => void;
  /** False for a read-only session: generating and deleting stay visible, disabled. */
  canWrite: boolean;
  onDelete: () => void;
  onGenerate: () => void;
  onCheck: () => void;
  directoryNote?: ReactNode;
}

const action =
  'inline-flex items-center gap-1.5 rounded-lg border border-ink-600 px-3 py-1.5 text-xs font-semibold text-gray-200 hover:border-brand-400 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 disabled:cursor-not-allowed disabled:opacity-50';

/** One design: recto and verso side by side, and what can be done with it. */
export function CardSlideCard({ slide, readOnly, busy, canWrite, onEnlarge, onDelete, onGenerate, onCheck, directoryNote }: CardSlideCardProps) {
  const deleteLabel = slide.iterationName ? "Supprimer l'itération" : 'Supprimer la carte';
  return (
    <article className="rounded-xl border border-ink-700 bg-ink-950/60 p-4" aria-label={`${slide.owner.name} — ${slide.label}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-white">{slide.owner.name}</h4>
        <p className="text-xs uppercase tracking-wide text-accent-300">{slide.label}</p>
      </div>
      <p className="text-sm text-gray-400">{slide.owner.title}</p>
      <button
        type="button"
        onClick={onEnlarge}
        aria-label={`Agrandir la carte de ${slide.owner.name} (${slide.label})`}
        className="mt-3 grid w-full grid-cols-2 gap-3 rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
      >
        <CardImage path={slide.recto} alt={`Recto — ${slide.owner.name}, ${slide.label}`} />
        <CardImage path={slide.verso} alt={`Verso — ${slide.owner.name}, ${slide.label}`} />
      </button>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={action} onClick={onEnlarge}>
          <Maximize2 aria-hidden size={14} /> Agrandir
        </button>
        <button type="button" className={action} onClick={onCheck} disabled={readOnly}>
          <FolderSearch aria-hidden size={14} /> Vérifier le dossier
        </button>
        <button type="button" className={action} onClick={onGenerate} {...writeControl(canWrite, readOnly || busy)}>
          <ImagePlus aria-hidden size={14} /> Générer depuis les images
        </button>
        <button type="button" className={`${action} hover:border-red-400`} onClick={onDelete} {...writeControl(canWrite, readOnly || busy)}>
          <Trash2 aria-hidden size={14} /> {deleteLabel}
        </button>
      </div>
      {directoryNote}
    </article>
  );
}
