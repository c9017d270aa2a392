import { Outlet } from 'react-router';
import { AnalyticsTracker } from '../features/analytics/analytics-tracker';
import { ConsentBanner } from '../features/analytics/consent-banner';
import { EngagementTracker } from '../features/engagement/engagement-tracker';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { SiteSearch } from '../features/search/site-search';
import { showToast } from '../features/toasts/toast-store';
import { ToastStack } from '../features/toasts/toast-stack';

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="pt-20">
        <Outlet />
      </main>
      <SiteFooter />
      <SiteSearch />
      <ToastStack />
      <EngagementTracker notify={showToast} />
      <AnalyticsTracker />
      <ConsentBanner />
    </>
  );
}
