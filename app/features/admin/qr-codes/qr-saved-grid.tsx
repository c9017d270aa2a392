import BarChart3 from 'lucide-react/icons/chart-column';
import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash';
import Upload from 'lucide-react/icons/upload';
import { qrMessages, type SavedQrCode } from '../../../../domain/qr-codes';
import { useLinkStatsStore } from '../tracking-links/link-stats-store';
import { readOnlyHint } from '../ui/read-only-note';
import { fileNameFor } from './qr-render';
import { countOf } from '../../../../domain/numbers';

interface QrSavedGridProps {
  codes: SavedQrCode[] | undefined;
  canWrite: boolean;
  onLoad: (code: SavedQrCode) => void;
  onDelete: (code: SavedQrCode) => void;
}

/** The saved library: 2 columns, 3 on wider screens, scrolling past 260 px (back-office §2.8). */
export function QrSavedGrid({ codes, canWrite, onLoad, onDelete }: QrSavedGridProps) {
  const showStats = useLinkStatsStore((s) => s.show);
  if (codes && codes.length === 0) return <p className="text-sm text-gray-400">{qrMessages.empty}</p>;
  return (
    <ul aria-label="QR codes sauvegardés" className="grid max-h-[260px] grid-cols-2 gap-3 overflow-y-auto pr-1 sm:grid-cols-3">
      {codes?.map((code) => (
        <li key={code.id} className="rounded-xl border border-ink-700 bg-ink-800/60 p-2">
          <img src={code.dataUrl} alt="" width={96} height={96} className="mx-auto aspect-square w-full max-w-24 rounded" />
          <p className="mt-1 truncate text-center text-xs font-medium text-gray-200" title={code.name}>
            {code.name}
          </p>
          {code.trackingLink && (
            <p className="text-center text-xs text-accent-300" data-testid="qr-scan-count">
              {countOf(code.trackingLink.scanCount, 'scan')}
            </p>
          )}
          <div className="mt-1.5 flex justify-center gap-1.5">
            <button
              type="button"
              onClick={() => onLoad(code)}
              aria-label={`Charger ${code.name}`}
              title="Charger"
              className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-brand-400"
            >
              <Upload aria-hidden size={14} />
            </button>
            {code.trackingLink && (
              <button
                type="button"
                onClick={() => showStats((code.trackingLink as { id: number }).id)}
                aria-label={`Statistiques du lien de ${code.name}`}
                title="Statistiques du lien"
                className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-brand-400"
              >
                <BarChart3 aria-hidden size={14} />
              </button>
            )}
            <a
              href={code.dataUrl}
              download={fileNameFor(code.name, 'png')}
              aria-label={`Télécharger ${code.name}`}
              title="Télécharger"
              className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-brand-400"
            >
              <Download aria-hidden size={14} />
            </a>
            <button
              type="button"
              onClick={() => onDelete(code)}
              disabled={!canWrite}
              aria-label={`Supprimer ${code.name}`}
              title={canWrite ? 'Supprimer' : readOnlyHint}
              className="rounded-lg border border-ink-600 p-1.5 text-gray-200 hover:border-red-400 hover:text-red-200 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
