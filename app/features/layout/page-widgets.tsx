import { OptionalPart } from '../client-errors/optional-part';
import { AnalyticsTracker } from '../analytics/analytics-tracker';
import { ConsentBanner } from '../analytics/consent-banner';
import { EngagementTracker } from '../engagement/engagement-tracker';
import { WishlistPanel } from '../selection/wishlist-panel';
import type { ToastInput } from '../../../domain/toasts';

/**
 * The public layout's widgets, which every public page loads while it hydrates: one module, so one chunk and one
 * request (decision 0527). Each is left out on its own if it fails; the page and the others stay.
 */
export default function PageWidgets({ notify }: { notify: (toast: ToastInput) => void }) {
  return (
    <>
      <OptionalPart>
        <WishlistPanel />
      </OptionalPart>
      <OptionalPart>
        <EngagementTracker notify={notify} />
      </OptionalPart>
      <OptionalPart>
        <AnalyticsTracker />
      </OptionalPart>
      <OptionalPart>
        <ConsentBanner />
      </OptionalPart>
    </>
  );
}
