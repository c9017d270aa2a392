import Check from 'lucide-react/icons/check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { scanSteps } from '../../../domain/super-assistant/stages';
import { StageHeading } from './stage-heading';

export function ScanStage({ email, completedSteps }: { email: string; completedSteps: number }) {
  const progress = completedSteps === 0 ? 0 : (scanSteps[completedSteps - 1]?.progress ?? 100);
  return (
    <div className="mx-auto max-w-2xl">
      <StageHeading>Scan de votre écosystème en cours…</StageHeading>
      <p className="mt-2 break-all text-gray-400">Adresse analysée&nbsp;: {email}</p>
      <div className="mt-6 flex items-center justify-between text-sm text-gray-300">
        <span id="scan-progress-label">Progression du scan</span>
        <span aria-hidden>{progress}%</span>
      </div>
      <div className="mt-2 h-3 overflow-hidden rounded-full bg-ink-700" role="progressbar" aria-labelledby="scan-progress-label" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
        <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-400 transition-all duration-500" style={{ width: `${progress}%` }} />
      </div>
      <ol className="mt-6 space-y-2">
        {scanSteps.map((step, index) => {
          const done = index < completedSteps;
          const current = index === completedSteps;
          return (
            <li key={step.label} className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-sm ${done ? 'border-emerald-500/30 text-gray-200' : current ? 'border-brand-400/60 bg-brand-500/10 text-white' : 'border-ink-700 text-gray-400'}`}>
              {done ? <Check aria-hidden size={18} className="text-emerald-400" /> : current ? <LoaderCircle aria-hidden size={18} className="animate-spin text-accent-400" /> : <span aria-hidden className="h-[18px] w-[18px] rounded-full border border-ink-600" />}
              <span>{step.label}</span>
              <span className="sr-only">{done ? '\u00a0: terminé' : current ? '\u00a0: en cours' : '\u00a0: en attente'}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
