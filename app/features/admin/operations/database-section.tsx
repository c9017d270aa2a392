import { ComingSoon } from '../ui/section';

/** Connexions aux bases de données (back-office §2.15). */
export function DatabaseSection() {
  return <ComingSoon id="servers-database" title="Connexions aux bases de données" />;
}
