import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminErrorMessage } from '../api/admin-fetch';
import { Modal } from '../ui/modal';
import { uploadProspectsCsv, type ImportProgress, type ImportReport } from './import-upload';
import { prospectKeys } from './prospects-api';

const MAX_BYTES = 5 * 1024 * 1024;

const progressText = (progress: ImportProgress) =>
  progress.phase === 'reading' ? 'Lecture du fichier…' : progress.phase === 'sending' ? `Envoi du fichier : ${progress.percent} %` : 'Vérification des lignes et enregistrement…';

/** CSV import with its progress and the French report of accepted and refused lines. */
export function ProspectImportModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File) => {
    setReport(null);
    setError(null);
    // Checked here for a quick answer; the server checks again.
    if (file.size > MAX_BYTES) return setError('Le fichier dépasse la taille autorisée (5 Mo).');
    if (!/\.(csv|txt)$/i.test(file.name)) return setError('Choisissez un fichier .csv');
    setProgress({ phase: 'reading' });
    try {
      const content = await file.text();
      setReport(await uploadProspectsCsv(content, setProgress));
      void client.invalidateQueries({ queryKey: prospectKeys.all });
    } catch (failure) {
      setError(adminErrorMessage(failure, "Erreur lors de l'import"));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Importer des prospects (CSV)" size="lg">
      <div className="space-y-4 text-sm text-gray-300">
        <p>
          Colonnes reconnues : Nom, Prénom, E-mail (obligatoires), Téléphone, Entreprise, Fonction, Statut, Contacté, Commentaire — le fichier de
          l’export convient. Séparateur « ; » ou « , ». Une adresse déjà connue complète le prospect existant au lieu d’en créer un second.
        </p>
        <label htmlFor={`${id}-file`} className="block font-medium text-gray-200">
          Fichier CSV (5 Mo au plus)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void start(file);
            event.target.value = '';
          }}
          className="block w-full text-sm text-gray-200 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        {progress && (
          <div role="status" className="space-y-2">
            <p>{progressText(progress)}</p>
            <progress className="h-2 w-full accent-brand-500" max={100} value={progress.phase === 'sending' ? progress.percent : undefined} />
          </div>
        )}
        {error && (
          <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-red-200">
            {error}
          </p>
        )}
        {report && (
          <div role="status" className="space-y-3 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
            <p className="font-semibold text-white">{report.message}</p>
            <p>
              {report.created} créé{report.created > 1 ? 's' : ''}, {report.merged} fusionné{report.merged > 1 ? 's' : ''} avec un prospect existant, sur {report.total} ligne
              {report.total > 1 ? 's' : ''}.
            </p>
            {report.refused.length > 0 && (
              <ul className="max-h-60 space-y-1 overflow-y-auto text-red-200">
                {report.refused.map((line) => (
                  <li key={line.line}>
                    Ligne {line.line} : {line.errors.join(' ; ')}
                  </li>
                ))}
              </ul>
            )}
            {report.refusedCount > report.refused.length && <p>… et {report.refusedCount - report.refused.length} autres lignes refusées.</p>}
          </div>
        )}
      </div>
    </Modal>
  );
}
