import { useId, useState } from 'react';
import { useCanWrite } from '../auth/use-can-write';
import { EmailComposer } from '../ui/email-composer';
import { writeControl } from '../ui/read-only-note';
import { useSendProspectEmail } from './pipeline-api';
import type { Prospect } from './prospects-api';

/**
 * 'Écrire un e-mail' from a prospect's record (Pipedrive's e-mail from the deal, docs/decisions/0409-prospect-emails.md):
 * closed until asked, then the back-office's one composer; what is sent joins the history below.
 */
export function ProspectEmail({ prospect }: { prospect: Prospect }) {
  const id = useId();
  const canWrite = useCanWrite();
  const send = useSendProspectEmail(prospect.id);
  const [open, setOpen] = useState(false);
  const address = prospect.email.trim();
  const name = [prospect.prenom, prospect.nom].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 space-y-3 rounded-xl border border-ink-700 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-white">
        E-mail
      </h3>
      {!address ? (
        <p className="text-sm text-gray-400">Pas d’adresse e-mail : appelez la personne ou ajoutez son adresse à la fiche.</p>
      ) : open ? (
        <EmailComposer
          label="Écrire un e-mail au prospect"
          subjectLabel="Objet"
          messageLabel={`Message à ${address}`}
          sendLabel="Envoyer l’e-mail"
          initialSubject=""
          person={{ name, company: prospect.entreprise }}
          canEdit={canWrite}
          pending={send.isPending}
          error={send.error}
          feedback={send.data?.message}
          onSend={async (mail) => {
            try {
              await send.mutateAsync(mail);
              return true;
            } catch {
              return false;
            }
          }}
        />
      ) : (
        <button
          type="button"
          aria-expanded={false}
          {...writeControl(canWrite)}
          onClick={() => setOpen(true)}
          className="max-w-full wrap-anywhere rounded-xl border border-ink-600 px-4 py-2 text-left text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Écrire à {address}
        </button>
      )}
    </section>
  );
}
