import Check from 'lucide-react/icons/check';
import Maximize2 from 'lucide-react/icons/maximize-2';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useState } from 'react';
import { backgroundLabels, experimentalBackgrounds, selectableBackgrounds, type BackgroundType } from '../../../domain/backgrounds';
import { Dialog } from '../../ui/dialog';
import { BackgroundCanvas } from './background-canvas';
import { resetBackgroundPreferences, useBackground } from './background-store';

interface BackgroundSelectorProps {
  open: boolean;
  onClose(): void;
  /**
   * The back-office's use: the chosen ambiance becomes the public site's default ('Appliquer cet arrière-plan')
   * instead of this browser's; `disabledReason` set when the session may not change it.
   */
  admin?: { current: BackgroundType; apply(type: BackgroundType): Promise<void>; disabledReason?: string };
}

const CONFIRM_MS = 1200;

/** Full-screen preview of the chosen ambiance with the grid to choose another (back-office §2.17). */
export default function BackgroundSelector({ open, ...props }: BackgroundSelectorProps) {
  // Mounted on each opening, so the choice and the confirmation start afresh.
  return open ? <SelectorDialog {...props} /> : null;
}

function SelectorDialog({ onClose, admin }: Omit<BackgroundSelectorProps, 'open'>) {
  const visitorCurrent = useBackground((state) => state.type);
  const adopt = useBackground((state) => state.adopt);
  const [chosen, setChosen] = useState<BackgroundType>(admin?.current ?? visitorCurrent);
  const [fullPreview, setFullPreview] = useState(false);
  const [applied, setApplied] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!admin) {
      adopt(chosen);
      setApplied(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await admin.apply(chosen);
      setApplied(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Erreur lors de l'enregistrement de l'arrière-plan");
    } finally {
      setBusy(false);
    }
  };

  const escape = useCallback(() => (fullPreview ? setFullPreview(false) : onClose()), [fullPreview, onClose]);

  useEffect(() => {
    if (!applied) return;
    const timer = window.setTimeout(onClose, CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [applied, onClose]);

  return (
    <Dialog open onClose={escape} labelledBy="background-selector-title" closeOnBackdrop={false} className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink-950">
      <div className="relative h-full w-full">
      <BackgroundCanvas type={chosen} className="absolute inset-0 h-full w-full" />
      {fullPreview ? (
        <div className="absolute right-4 top-4 flex items-center gap-3">
          <h2 id="background-selector-title" className="rounded-lg bg-ink-950/80 px-3 py-2 text-sm text-white">
            Aperçu&nbsp;: {backgroundLabels[chosen]}
          </h2>
          <button type="button" onClick={() => setFullPreview(false)} className="rounded-lg bg-ink-950/80 p-2 text-white" aria-label="Fermer l'aperçu">
            <X aria-hidden size={22} />
          </button>
        </div>
      ) : (
        <div className="absolute inset-0 overflow-y-auto bg-ink-950/70 p-4 sm:p-8">
          <div className="mx-auto max-w-5xl rounded-3xl border border-ink-700 bg-ink-950/90 p-5 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id="background-selector-title" className="text-2xl font-bold text-white">Thèmes visuels</h2>
                <p className="mt-1 text-sm text-gray-300">
                  {admin ? "Choisissez l'ambiance animée que voient les visiteurs qui n'en ont pas adopté une." : "Choisissez l'ambiance animée de votre visite."}
                </p>
              </div>
              <button type="button" onClick={onClose} className="rounded-lg p-2 text-gray-200 hover:bg-ink-800" aria-label="Fermer">
                <X aria-hidden size={22} />
              </button>
            </div>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {selectableBackgrounds.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    aria-pressed={chosen === type}
                    onClick={() => setChosen(type)}
                    className={`w-full overflow-hidden rounded-xl border text-left transition ${chosen === type ? 'border-accent-400 ring-2 ring-accent-400' : 'border-ink-700 hover:border-brand-400'}`}
                  >
                    <BackgroundCanvas type={type} still className="block h-20 w-full" />
                    <span className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-gray-100">
                      {backgroundLabels[type]}
                      {experimentalBackgrounds.has(type) && (
                        <span className="rounded-full bg-amber-400/15 px-2 py-0.5 text-[10px] font-semibold text-amber-300">Expérimental</span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <button type="button" onClick={() => setFullPreview(true)} className="inline-flex items-center gap-2 rounded-xl border border-ink-600 px-4 py-2 text-sm text-gray-100 hover:border-brand-400">
                <Maximize2 aria-hidden size={16} /> Aperçu plein écran
              </button>
              <button type="button" onClick={resetBackgroundPreferences} className="inline-flex items-center gap-2 rounded-xl border border-ink-600 px-4 py-2 text-sm text-gray-100 hover:border-brand-400">
                <RefreshCw aria-hidden size={16} /> Rotation Auto
              </button>
              <button
                type="button"
                onClick={() => void apply()}
                disabled={busy || Boolean(admin?.disabledReason)}
                title={admin?.disabledReason}
                className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Check aria-hidden size={16} /> {admin ? 'Appliquer cet arrière-plan' : 'Adopter cette ambiance'}
              </button>
              <button type="button" onClick={onClose} className="rounded-xl px-4 py-2 text-sm text-gray-200 hover:text-white">
                Terminer
              </button>
              <p role="status" className="text-sm font-medium text-emerald-300">
                {applied ? (admin ? 'Arrière-plan appliqué au site public' : 'Ambiance visuelle appliquée') : ''}
              </p>
              {failure && (
                <p role="alert" className="text-sm font-medium text-red-200">
                  {failure}
                </p>
              )}
              {admin?.disabledReason && <p className="text-sm text-amber-100">{admin.disabledReason}</p>}
            </div>
          </div>
        </div>
      )}
      </div>
    </Dialog>
  );
}
