import { SubAnchor } from '../ui/section';

/** Vérification des erreurs (back-office §2.1 `development-code`). */
export function ErrorCheckPanel() {
  return <SubAnchor id="development-code" title="Vérification des erreurs" />;
}
