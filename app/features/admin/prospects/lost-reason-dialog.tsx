import { useId, useState } from 'react';
import { LOST_STATUS } from '../../../../domain/prospects/deal-value';
import { LOST_REASONS, type LostReason } from '../../../../domain/prospects/lost-reasons';
import { Modal } from '../ui/modal';

interface LostReasonDialogProps {
  /** Who moves to 'Inactif', as the card names them, or the selection ('Les 3 prospects sélectionnés'). */
  name: string;
  /** Several deals at once: the question and its description speak of them in the plural. */
  plural?: boolean;
  /** The move with its reason, or null when the admin gives none. */
  onChoose: (reason: LostReason | null) => void;
  /** Closed without choosing: the card stays where it was. */
  onCancel: () => void;
}

/**
 * Asked when a card, or a selection of the list, is moved to 'Inactif' (Pipedrive's lost reason); giving none
 * still moves them.
 */
export function LostReasonDialog({ name, plural = false, onChoose, onCancel }: LostReasonDialogProps) {
  const [reason, setReason] = useState<LostReason | null>(null);
  const legendId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={plural ? 'Pourquoi ces affaires sont-elles perdues\u00a0?' : 'Pourquoi cette affaire est-elle perdue\u00a0?'}
      description={`${name} ${plural ? 'passent' : 'passe'} au statut «\u00a0${LOST_STATUS}\u00a0».`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(reason);
        }}
        className="space-y-4"
      >
        <div role="radiogroup" aria-labelledby={legendId} className="space-y-2">
          <p id={legendId} className="text-sm font-semibold text-white">
            Motif de perte
          </p>
          {LOST_REASONS.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-600 px-4 py-2.5 text-sm text-gray-100 has-[:checked]:border-brand-400 has-[:checked]:bg-ink-800">
              <input type="radio" name="lost-reason" value={option} checked={reason === option} onChange={() => setReason(option)} className="h-4 w-4 accent-brand-500" />
              {option}
            </label>
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => onChoose(null)} className="rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400">
            Sans motif
          </button>
          <button type="submit" disabled={reason === null} className="rounded-xl bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60">
            Enregistrer le motif
          </button>
        </div>
      </form>
    </Modal>
  );
}
