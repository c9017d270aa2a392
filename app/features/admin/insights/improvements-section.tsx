import { ComingSoon } from '../ui/section';

/** Améliorations générées par IA (back-office §2.12). */
export function ImprovementsSection() {
  return <ComingSoon id="ai-improvements" title="Améliorations générées par IA" />;
}
