import { ComingSoon } from '../ui/section';

/** Personas (back-office §2.16). */
export function PersonasSection() {
  return <ComingSoon id="personas" title="Personas" />;
}

/** Documentation (back-office §2.16). */
export function DocumentationSection() {
  return <ComingSoon id="documentation-general" title="Documentation" />;
}
