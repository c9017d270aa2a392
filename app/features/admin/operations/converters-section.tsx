import { ComingSoon } from '../ui/section';

/** Convertisseurs (back-office §2.1 `tools-converters`). */
export function ConvertersSection() {
  return <ComingSoon id="tools-converters" title="Convertisseurs" />;
}
