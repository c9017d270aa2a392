import CalendarClock from 'lucide-react/icons/calendar-clock';
import CopyCheck from 'lucide-react/icons/copy-check';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Upload from 'lucide-react/icons/upload';
import { useId, useState } from 'react';
import { useCanWrite } from '../auth/use-can-write';
import { Disclosure } from '../ui/disclosure';
import { writeControl } from '../ui/read-only-note';
import { exportUrl, useProspectLabelsInUse } from './prospects-api';
import { LabelFilter } from '../labels/label-filter';

interface ProspectsToolbarProps {
  typed: string;
  search: string;
  /** The label the list is filtered on, '' for all. */
  label: string;
  onLabel: (label: string) => void;
  onType: (value: string) => void;
  onSubmit: () => void;
  onOpen: (dialog: 'create' | 'import' | 'personal-data' | 'duplicates' | 'scheduled-emails') => void;
  canExport: boolean;
}

const field =
  'rounded-xl border border-ink-600 bg-ink-950 px-3 py-2 text-sm text-gray-100 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40';
const action =
  'inline-flex items-center gap-2 rounded-xl border border-ink-600 px-3 py-2 text-sm font-semibold text-gray-100 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-not-allowed disabled:opacity-50';

/** Tailwind's `sm`: from there every action fits one or two lines beside 'Nouveau prospect'. */
const WIDE_WINDOW = '(min-width: 40rem)';

/** The search form (debounced by the modal, applied at once on submit) and the grid's actions. */
export function ProspectsToolbar({ typed, search, label, onLabel, onType, onSubmit, onOpen, canExport }: ProspectsToolbarProps) {
  const id = useId();
  const canWrite = useCanWrite();
  const labelsInUse = useProspectLabelsInUse().data?.labels ?? [];
  // On a phone the five other actions fold under one line, so that the prospects come on the first screen.
  const [othersOpen, setOthersOpen] = useState(() => window.matchMedia(WIDE_WINDOW).matches);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <form
        role="search"
        className="flex min-w-0 flex-1 basis-64 items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-gray-200">
            Rechercher un prospect
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            onChange={(event) => onType(event.target.value)}
            placeholder="Nom, e-mail, entreprise, téléphone, code client…"
            maxLength={200}
            className={`mt-1 block w-full placeholder:text-gray-500 ${field}`}
          />
        </div>
        <button type="submit" className={action} aria-label="Lancer la recherche">
          <Search aria-hidden size={16} />
          <span className="hidden sm:inline">Rechercher</span>
        </button>
      </form>
      <LabelFilter id={`${id}-label`} className={`mt-1 block ${field}`} value={label} onChange={onLabel} inUse={labelsInUse} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={action} {...writeControl(canWrite)} onClick={() => onOpen('create')}>
          <Plus aria-hidden size={16} /> Nouveau prospect
        </button>
        <Disclosure
          open={othersOpen}
          onToggle={setOthersOpen}
          className="min-w-0"
          summary="Autres actions"
          summaryPlacement="py-2 sm:hidden"
        >
          <div className="mt-2 flex flex-wrap gap-2 sm:mt-0">
            {canExport ? (
              <a className={action} href={exportUrl(search, label || undefined)} download>
                <Download aria-hidden size={16} /> Exporter CSV
              </a>
            ) : (
              <span className={`${action} cursor-not-allowed opacity-50`} aria-disabled="true">
                <Download aria-hidden size={16} /> Exporter CSV
              </span>
            )}
            <button type="button" className={action} {...writeControl(canWrite)} onClick={() => onOpen('import')}>
              <Upload aria-hidden size={16} /> Importer CSV
            </button>
            <button type="button" className={action} onClick={() => onOpen('duplicates')}>
              <CopyCheck aria-hidden size={16} /> Doublons
            </button>
            <button type="button" className={action} onClick={() => onOpen('scheduled-emails')}>
              <CalendarClock aria-hidden size={16} /> E-mails programmés
            </button>
            <button type="button" className={action} onClick={() => onOpen('personal-data')}>
              <ShieldCheck aria-hidden size={16} /> Données personnelles
            </button>
          </div>
        </Disclosure>
      </div>
    </div>
  );
}
