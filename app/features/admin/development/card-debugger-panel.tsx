import { SubAnchor } from '../ui/section';

/** Débogueur de cartes (back-office §2.1 `development-tools`). */
export function CardDebuggerPanel() {
  return <SubAnchor id="development-tools" title="Débogueur de cartes" />;
}
