import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../ui/retryable-lazy';
import { Outlet } from 'react-router';
import { LoadingBar } from '../features/layout/loading-bar';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { OptionalPart, PartNotLoadedNotice } from '../features/client-errors/optional-part';
import { whenIdle } from '../ui/when-idle';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { SiteSearch } from '../features/search/site-search';
import { SelectionIndicator } from '../features/selection/selection-indicator';
import { StoreHydration } from '../features/selection/store-hydration';
import { openWishlistPanel, useWishlistStore } from '../features/selection/wishlist-store';
import { useSyncModes } from '../features/modes/use-sync-modes';
import { useConversionEvents } from '../features/analytics/use-conversion-events';

// Loaded after the first paint: the ambiance and its selector never weigh on the pre-rendered page.
// The menu's mini selection draws the catalogue's icons: it loads when the menu first opens.
const MobileSelectionPanel = retryableLazy(() =>
  import('../features/selection/mobile-selection-panel').then((module) => ({ default: module.MobileSelectionPanel })),
);
const AnimatedBackground = retryableLazy(() => import('../features/background/animated-background'));
// The page's widgets are not needed to read it: their code loads while the page hydrates, in one chunk; the
// toasts' in their own, which the admin shares. None of them draws anything in the pre-rendered page: React drops a
// click on a part whose code has not arrived (it cannot hydrate it at once), so what a visitor can click before
// then is hydrated eagerly.
const PageWidgets = retryableLazy(() => import('../features/layout/page-widgets'));
const ToastStack = retryableLazy(() => import('../features/toasts/toast-stack').then((module) => ({ default: module.ToastStack })));
const BackgroundSelector = retryableLazy(() => import('../features/background/background-selector'));
import { useRememberLandingCampaign } from '../features/attribution/visit-campaign';
import { TestEnvironmentBanner } from '../features/site-status/test-environment-banner';
import { showToast } from '../features/toasts/toast-store';

export default function PublicLayout() {
  useSyncModes();
  useRememberLandingCampaign();
  useConversionEvents();
  const [themesOpen, setThemesOpen] = useState(false);
  const wishlistCount = useWishlistStore((state) => state.items.length);
  const [showBackground, setShowBackground] = useState(false);

  // The ambiance is never shown on phones, so they never download it.
  useEffect(() => whenIdle(() => setShowBackground(window.matchMedia('(min-width: 769px)').matches)), []);

  return (
    <>
      <LoadingBar />
      {showBackground && (
        <OptionalPart>
          <Suspense fallback={null}>
            <AnimatedBackground />
          </Suspense>
        </OptionalPart>
      )}
      <HydrationBoundary>
        <SiteHeader
          onOpenThemes={() => setThemesOpen(true)}
          selection={{
            count: wishlistCount,
            onOpen: openWishlistPanel,
            renderPanel: (close) => (
              <OptionalPart>
                <Suspense fallback={null}>
                  <MobileSelectionPanel onNavigate={close} />
                </Suspense>
              </OptionalPart>
            ),
          }}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <main id="contenu" className="relative z-10 pt-20">
          <TestEnvironmentBanner />
          <Outlet />
        </main>
      </HydrationBoundary>
      <HydrationBoundary>
        <div className="relative z-10">
          <SiteFooter />
        </div>
      </HydrationBoundary>
      {themesOpen && (
        <OptionalPart fallback={(retry) => <PartNotLoadedNotice onRetry={retry} onClose={() => setThemesOpen(false)} />}>
          <Suspense fallback={null}>
            <BackgroundSelector open onClose={() => setThemesOpen(false)} />
          </Suspense>
        </OptionalPart>
      )}
      {/* Anna's launcher is in the pre-rendered page: its code comes with the layout, so a click on it works as
          soon as it is drawn (its panel loads when opened). */}
      <HydrationBoundary>
        <SiteSearch />
      </HydrationBoundary>
      {/* The page's widgets hydrate after its content, in a task of their own. */}
      <HydrationBoundary>
        <div className="contents">
          <StoreHydration />
          <SelectionIndicator />
          {/* The widgets left out if their code cannot load: the page stays. */}
          <OptionalPart>
            <PageWidgets notify={showToast} />
          </OptionalPart>
          <OptionalPart>
            <ToastStack hiddenInCustomMode />
          </OptionalPart>
        </div>
      </HydrationBoundary>
    </>
  );
}
