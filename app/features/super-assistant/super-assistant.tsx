import { useState } from 'react';
import type { LeadForm as LeadValues } from '../../../domain/super-assistant/lead-schema';
import { AnalysisStage } from './analysis-stage';
import { IntroStage } from './intro-stage';
import { LeadForm } from './lead-form';
import { PresentingStage } from './presenting-stage';
import { ScanStage } from './scan-stage';
import { SuccessStage } from './success-stage';
import { useSuperAssistant } from './use-super-assistant';

/** The whole journey: e-mail, scan, analysis, connections, ecosystem, lead capture. */
export function SuperAssistant() {
  const { state, startScan, showCapture, backToPresenting, restart } = useSuperAssistant();
  const [submitted, setSubmitted] = useState<LeadValues | null>(null);
  const { stage, workflow } = state;

  return (
    <div aria-live="polite" aria-busy={stage === 'scanning' || stage === 'analyzing' || stage === 'connecting'}>
      {stage === 'introduction' && <IntroStage onScan={startScan} />}
      {stage === 'scanning' && <ScanStage email={state.email} completedSteps={state.completedSteps} />}
      {(stage === 'analyzing' || stage === 'connecting') && <AnalysisStage stage={stage} tools={state.tools} connections={state.connections} />}
      {stage === 'presenting' && workflow && <PresentingStage workflow={workflow} onContinue={showCapture} onRestart={restart} />}
      {stage === 'capture' && !submitted && (
        <LeadForm scanEmail={state.email} assistantName={state.assistantName} analysisTimestamp={state.analysisTimestamp} detectedTools={state.tools.map((tool) => tool.name)} onBack={backToPresenting} onSubmitted={setSubmitted} />
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
    </div>
  );
}
