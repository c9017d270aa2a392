import { SubAnchor } from '../ui/section';

/** Résumé Git (back-office §2.11). */
export function GitSummaryPanel() {
  return <SubAnchor id="development-git-summary" title="Résumé Git" />;
}

/** Historique Git (back-office §2.11). */
export function GitHistoryPanel() {
  return <SubAnchor id="development-git" title="Historique Git" />;
}
