import { startTransition, Suspense, useState } from 'react';
import { OptionalPart, PartNotLoaded } from '../client-errors/optional-part';
import { retryableLazy } from '../../ui/retryable-lazy';
import type { LeadForm as LeadValues } from '../../../domain/super-assistant/lead-schema';
import { AnalysisStage } from './analysis-stage';
import { IntroStage } from './intro-stage';
import { KeptLead } from './kept-lead';
import { PresentingStage } from './presenting-stage';
import { ScanStage } from './scan-stage';
import { useSuperAssistant } from './use-super-assistant';

/**
 * The lead form and the success screen are not needed to show the page: their code (the form's validation,
 * the integrations catalogue) starts loading when the visitor starts a scan, while the scan animation runs.
 * Showing them is a transition, so the current stage stays on screen until their code is there.
 */
const loadLeadForm = () => import('./lead-form');
const loadSuccess = () => import('./success-stage');
const LeadForm = retryableLazy(() => loadLeadForm().then((m) => ({ default: m.LeadForm })));
const SuccessStage = retryableLazy(() => loadSuccess().then((m) => ({ default: m.SuccessStage })));

// A head start only: a failure is said where the stage would show (`OptionalPart`). Left unhandled, it would reach
// the page-wide recovery, whose reload would drop the journey under way.
function preloadLaterStages() {
  Promise.all([loadLeadForm(), loadSuccess()]).catch(() => undefined);
}

function StageLoading() {
  return <p className="min-h-64 py-16 text-center text-gray-300">Chargement…</p>;
}

/** The whole journey: e-mail, scan, analysis, connections, ecosystem, lead capture. */
export function SuperAssistant() {
  const { state, startScan, showCapture, backToPresenting, restart } = useSuperAssistant();
  const [submitted, setSubmitted] = useState<LeadValues | null>(null);
  const { stage, workflow } = state;
  const scan = (email: string) => {
    preloadLaterStages();
    startScan(email);
  };

  return (
    <div aria-live="polite" aria-busy={stage === 'scanning' || stage === 'analyzing' || stage === 'connecting'}>
      <KeptLead paused={stage === 'capture' && !submitted} />
      {stage === 'introduction' && <IntroStage onScan={scan} />}
      {stage === 'scanning' && <ScanStage email={state.email} completedSteps={state.completedSteps} />}
      {(stage === 'analyzing' || stage === 'connecting') && <AnalysisStage stage={stage} tools={state.tools} connections={state.connections} />}
      {stage === 'presenting' && workflow && (
        <PresentingStage workflow={workflow} onContinue={() => startTransition(showCapture)} onRestart={restart} />
      )}
      <OptionalPart fallback={(retry) => <PartNotLoaded onRetry={retry} takeFocus className="min-h-64 justify-center py-16 text-center" />}>
        <Suspense fallback={<StageLoading />}>
          {stage === 'capture' && !submitted && (
            <LeadForm
              scanEmail={state.email}
              assistantName={state.assistantName}
              analysisTimestamp={state.analysisTimestamp}
              detectedTools={state.tools.map((tool) => tool.name)}
              onBack={backToPresenting}
              onSubmitted={(lead) => startTransition(() => setSubmitted(lead))}
            />
          )}
          {stage === 'capture' && submitted && (
            <SuccessStage
              lead={submitted}
              toolCount={state.tools.length}
              assistantName={state.assistantName}
              onAnother={() => {
                setSubmitted(null);
                backToPresenting();
              }}
            />
          )}
        </Suspense>
      </OptionalPart>
    </div>
  );
}
