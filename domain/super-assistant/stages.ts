/** The super assistant's stages and timings (public-site §4). */
export type SuperAssistantStage = 'introduction' | 'scanning' | 'analyzing' | 'connecting' | 'presenting' | 'capture';

export const scanSteps = [
  { progress: 15, durationMs: 1500, label: 'Analyse du domaine de votre e-mail' },
  { progress: 30, durationMs: 2000, label: 'Identification de votre suite bureautique' },
  { progress: 50, durationMs: 1800, label: 'Détection de vos outils de communication' },
  { progress: 70, durationMs: 2200, label: 'Recherche de vos outils métier' },
  { progress: 85, durationMs: 1500, label: 'Évaluation des connexions possibles' },
  { progress: 100, durationMs: 1000, label: 'Finalisation du diagnostic' },
] as const;

export const ANALYZING_MS = 2500;
export const CONNECTING_MS = 3000;
/** The lead submission keeps its button busy at least this long (public-site §4). */
export const LEAD_SUBMIT_MIN_MS = 2500;

/** The scan may start only once the text looks like an address (public-site §5). */
export const canScan = (email: string): boolean => email.includes('@');

export const scanDurationMs = (): number => scanSteps.reduce((total, step) => total + step.durationMs, 0);
