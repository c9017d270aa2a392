import { parisDateTimeText } from '../../../../domain/later-choices';
import { errorMessage } from '../../../api/error-message';
import { Modal } from '../ui/modal';
import { useScheduledEmails } from './pipeline-api';
import type { Prospect } from './prospects-api';

/**
 * The e-mails waiting for their time across the base (Pipedrive's 'Scheduled' folder,
 * docs/decisions/0472-scheduled-prospect-emails.md), the soonest first; a record opened from here sends one now or
 * cancels it.
 */
export function ScheduledEmailsModal({ onClose, onOpen }: { onClose: () => void; onOpen: (prospect: Prospect) => void }) {
  const scheduled = useScheduledEmails();
  const emails = scheduled.data?.emails ?? [];
  const total = scheduled.data?.total ?? 0;
  const description = scheduled.data
    ? total === 0
      ? 'Aucun e-mail programmé\u00a0: choisissez « Envoi » dans le message d’une fiche pour en programmer un.'
      : `${total} e-mail${total > 1 ? 's partiront' : ' partira'} à l’heure choisie. Ouvrez la fiche pour l’envoyer maintenant ou l’annuler.`
    : undefined;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="E-mails programmés" description={description} size="lg">
      {scheduled.isPending && <p className="text-sm text-gray-400">Chargement…</p>}
      {scheduled.error && (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(scheduled.error)}
        </p>
      )}
      <ul className="space-y-3" aria-label="E-mails programmés">
        {emails.map((email) => {
          const name = `${email.prospect.prenom} ${email.prospect.nom}`.trim() || email.prospect.client_code;
          return (
            <li key={email.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-sky-200">{parisDateTimeText(email.sendAt)}</p>
                <p className="break-words text-gray-100">{email.subject}</p>
                <p className="break-words text-xs text-gray-400">
                  À {name} ({email.recipient}) · écrit par {email.author}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onOpen(email.prospect)}
                aria-label={`Ouvrir la fiche de ${name} (${email.prospect.client_code})`}
                className="rounded-xl border border-ink-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
              >
                Ouvrir la fiche
              </button>
            </li>
          );
        })}
      </ul>
      {emails.length < total && <p className="mt-4 text-sm text-gray-400">Les {emails.length} premiers à partir sont listés.</p>}
    </Modal>
  );
}
