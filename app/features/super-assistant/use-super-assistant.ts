import { useCallback, useEffect, useRef, useState } from 'react';
import { buildConnections, type Connection } from '../../../domain/super-assistant/connections';
import { detectTools } from '../../../domain/super-assistant/detect-tools';
import { pickAssistantName } from '../../../domain/super-assistant/personality';
import { ANALYZING_MS, canScan, CONNECTING_MS, scanSteps, type SuperAssistantStage } from '../../../domain/super-assistant/stages';
import type { DetectedTool } from '../../../domain/super-assistant/tools';
import { buildWorkflow, type SuperAssistantWorkflow } from '../../../domain/super-assistant/workflow';

interface SuperAssistantState {
  stage: SuperAssistantStage;
  email: string;
  /** Scan steps finished so far (0 to 6). */
  completedSteps: number;
  tools: DetectedTool[];
  connections: Connection[];
  workflow: SuperAssistantWorkflow | null;
  assistantName: string;
  analysisTimestamp: string;
}

const initial: SuperAssistantState = {
  stage: 'introduction',
  email: '',
  completedSteps: 0,
  tools: [],
  connections: [],
  workflow: null,
  assistantName: '',
  analysisTimestamp: '',
};

/** Drives the stages with the timings of public-site §4; every timer dies with the page. */
export function useSuperAssistant() {
  const [state, setState] = useState<SuperAssistantState>(initial);
  const timers = useRef<number[]>([]);

  const clearTimers = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const after = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const startScan = useCallback(
    (rawEmail: string) => {
      const email = rawEmail.trim();
      if (!canScan(email)) return;
      clearTimers();
      const assistantName = pickAssistantName();
      setState({ ...initial, stage: 'scanning', email, assistantName });
      let elapsed = 0;
      scanSteps.forEach((step, index) => {
        elapsed += step.durationMs;
        after(elapsed, () => setState((s) => ({ ...s, completedSteps: index + 1 })));
      });
      after(elapsed, () => {
        const tools = detectTools(email);
        setState((s) => ({ ...s, stage: 'analyzing', tools, analysisTimestamp: new Date().toISOString() }));
        after(ANALYZING_MS, () => {
          const connections = buildConnections(tools);
          setState((s) => ({ ...s, stage: 'connecting', connections }));
          after(CONNECTING_MS, () =>
            setState((s) => ({ ...s, stage: 'presenting', workflow: buildWorkflow(tools, connections, assistantName) })),
          );
        });
      });
    },
    [after, clearTimers],
  );

  const goTo = useCallback((stage: 'presenting' | 'capture') => setState((s) => (s.workflow ? { ...s, stage } : s)), []);
  const restart = useCallback(() => {
    clearTimers();
    setState(initial);
  }, [clearTimers]);

  return { state, startScan, showCapture: () => goTo('capture'), backToPresenting: () => goTo('presenting'), restart };
}
