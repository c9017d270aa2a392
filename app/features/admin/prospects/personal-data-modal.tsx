import Download from 'lucide-react/icons/download';
import Eraser from 'lucide-react/icons/eraser';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/text-field';
import { personalDataFileName, type personalDataAnswer } from '../../../../domain/api/privacy-answers';
import { prospectMessages } from '../../../../domain/prospects/prospect-messages';
import { errorMessage } from '../../../api/error-message';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { useCanWrite } from '../auth/use-can-write';
import { Modal } from '../ui/modal';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { personalDataUrl, useErasePersonalData } from './prospects-api';
import { downloadBlob } from '../ui/download-blob';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GDPR requests (public-site §9): a person's data as JSON, or its erasure everywhere it is stored. */
export function PersonalDataModal({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const erase = useErasePersonalData();
  const valid = EMAIL.test(email.trim());
  const canWrite = useCanWrite();
  const [exported, setExported] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const exportData = async () => {
    setExported(null);
    try {
      const address = email.trim();
      const data = await adminFetch<Answer<typeof personalDataAnswer>>(personalDataUrl(address));
      if (data.found === 0) return setExported({ tone: 'info', text: prospectMessages.personalDataNone(address) });
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      downloadBlob(blob, personalDataFileName(new Date()));
      setExported({ tone: 'info', text: prospectMessages.personalDataExported(data.found) });
    } catch (error) {
      setExported({ tone: 'error', text: errorMessage(error, "Erreur lors de l'export des données") });
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Données personnelles (RGPD)" size="md">
      <div className="space-y-4 text-sm text-gray-300">
        <p>Une demande d’accès ou d’effacement reçoit une réponse sous un mois. L’effacement couvre les prospects, les messages, les demandes de rappel, les statistiques et les questions au chatbot qui nomment la personne.</p>
        <TextField label="Adresse e-mail de la personne" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <ReadOnlyNote />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={!valid}
            onClick={() => void exportData()}
            className="inline-flex items-center gap-2 rounded-xl border border-ink-600 px-4 py-2 font-semibold text-gray-100 hover:border-brand-400 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Download aria-hidden size={16} /> Exporter (JSON)
          </button>
          <button
            type="button"
            {...writeControl(canWrite, !valid || erase.isPending)}
            onClick={() => setConfirming(true)}
            className="inline-flex items-center gap-2 rounded-xl bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-500 disabled:opacity-50"
          >
            <Eraser aria-hidden size={16} /> Effacer ses données
          </button>
        </div>
        {exported && (
          <p role={exported.tone === 'error' ? 'alert' : 'status'} className={exported.tone === 'error' ? 'text-red-200' : 'text-gray-200'}>
            {exported.text}
          </p>
        )}
        {erase.data && (
          <p role="status" className="rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3 text-emerald-200">
            {erase.data.message}
          </p>
        )}
        {erase.error && (
          <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-red-200">
            {errorMessage(erase.error, "Erreur lors de l'effacement des données")}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        question={`Effacer définitivement toutes les données de ${email.trim()}\u00a0?`}
        confirmLabel="Effacer"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          erase.mutate(email.trim());
        }}
      />
    </Modal>
  );
}
