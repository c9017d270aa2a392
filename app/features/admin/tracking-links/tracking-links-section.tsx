import { ComingSoon } from '../ui/section';

/** Liens de tracking (back-office §2.5). */
export function TrackingLinksSection() {
  return <ComingSoon id="tracking-links" title="Liens de tracking" />;
}
