import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { FilePicker } from '../ui/file-picker';
import { Modal } from '../ui/modal';
import { ApiError } from '../../../api/http';
import { uploadProspectsCsv, type ImportChoice, type ImportProgress, type ImportReport } from './import-upload';
import { ImportReportView } from './import-report';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { formatWholePercent } from '../../../../domain/percent';
import { CSV_ENCODING_NOTES, csvFileText, type CsvEncoding } from './csv-file-text';

const MAX_BYTES = 5 * 1024 * 1024;

const progressText = (progress: ImportProgress) =>
  progress.phase === 'reading' ? 'Lecture du fichier…' : progress.phase === 'sending' ? `Envoi du fichier\u00a0: ${formatWholePercent(progress.percent / 100)}` : 'Vérification des lignes…';

const button =
  'rounded-xl px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';

/** CSV import: a file, a mode, a dry run that shows the report first, then the import and its French report. */
export function ProspectImportModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<{ name: string; content: string; encoding: CsvEncoding } | null>(null);
  const [mode, setMode] = useState<ImportChoice['mode']>('partial');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);

  const choose = async (chosen: File) => {
    setReport(null);
    setError(null);
    setFile(null);
    // Checked here for a quick answer; the server checks again.
    if (chosen.size > MAX_BYTES) return setError({ message: 'Le fichier dépasse la taille autorisée (5 Mo).', lines: [] });
    if (!/\.(csv|txt|tsv)$/i.test(chosen.name)) return setError({ message: 'Choisissez un fichier .csv ou .txt', lines: [] });
    setProgress({ phase: 'reading' });
    const { text, encoding } = csvFileText(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, content: text, encoding });
    setProgress(null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setReport(null);
    setError(null);
    try {
      const answer = await uploadProspectsCsv(file.content, { mode, dryRun }, setProgress);
      setReport(answer);
      if (answer.stored) void reloadAfterWrite(client, { others: [adminKeys.prospects.all] });
    } catch (failure) {
      const lines = failure instanceof ApiError && failure.status === 400 ? failure.errors.filter((line) => line !== failure.message) : [];
      setError({ message: errorMessage(failure, "Erreur lors de l'import"), lines });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Importer des prospects (CSV)" size="lg">
      <div className="space-y-4 text-sm text-gray-300">
        <p>
          Colonnes reconnues&nbsp;: Nom, Prénom, E-mail (obligatoires), Téléphone, Entreprise, Fonction, Statut, Contacté, Commentaire, Valeur
          estimée (€), Clôture prévue, Étiquettes (séparées par des virgules) — le fichier de l’export convient&nbsp;; ses colonnes du suivi (Responsable, Prochaine action, Motif de perte…) ne sont pas relues. Séparateur {'«\u00a0;\u00a0», «\u00a0,\u00a0» ou tabulation (texte Unicode d’Excel)'}. Une adresse déjà connue complète le prospect existant au lieu d’en créer un second.
        </p>
        <FilePicker label="Fichier CSV (5 Mo au plus)" accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values" fileName={file?.name} disabled={progress !== null} onFile={(chosen) => void choose(chosen)} />
        {file && file.encoding !== 'utf-8' && <p className="text-gray-400">{CSV_ENCODING_NOTES[file.encoding]}</p>}
        <fieldset className="space-y-2">
          <legend className="font-medium text-gray-200">Lignes en erreur</legend>
          <label className="flex items-start gap-2">
            <input type="radio" name={`${id}-mode`} className="mt-1 accent-brand-500" checked={mode === 'partial'} onChange={() => setMode('partial')} />
            Importer les lignes valides et lister les autres
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name={`${id}-mode`} className="mt-1 accent-brand-500" checked={mode === 'all-or-nothing'} onChange={() => setMode('all-or-nothing')} />
            Tout ou rien&nbsp;: refuser le fichier entier si une ligne est en erreur
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={!file || progress !== null} onClick={() => void send(true)} className={`${button} border border-ink-600 text-gray-100 hover:border-brand-400`}>
            Vérifier sans importer
          </button>
          <button type="button" disabled={!file || progress !== null} onClick={() => void send(false)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
            Importer
          </button>
        </div>
        {progress && (
          <div role="status" className="space-y-2">
            <p>{progressText(progress)}</p>
            <progress className="h-2 w-full accent-brand-500" max={100} value={progress.phase === 'sending' ? progress.percent : undefined} />
          </div>
        )}
        {error && (
          <div role="alert" className="space-y-2 rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-red-200">
            <p className="font-semibold">{error.message}</p>
            {error.lines.length > 0 && (
              <ul className="max-h-60 space-y-1 overflow-y-auto">
                {error.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {report && <ImportReportView report={report} />}
      </div>
    </Modal>
  );
}
