/** The top loading bar's timeline: 15, 35, 65, 85, then 100 just before the duration ends. */
export const LOADING_BAR_DURATION_MS = 900;

interface LoadingStep {
  atMs: number;
  percent: number;
}

export function loadingBarSteps(durationMs = LOADING_BAR_DURATION_MS): LoadingStep[] {
  const at = (share: number) => Math.round(durationMs * share);
  return [
    { atMs: 0, percent: 15 },
    { atMs: at(0.2), percent: 35 },
    { atMs: at(0.45), percent: 65 },
    { atMs: at(0.7), percent: 85 },
    { atMs: Math.max(0, durationMs - 50), percent: 100 },
  ];
}
