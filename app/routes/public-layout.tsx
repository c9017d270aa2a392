import { Outlet } from 'react-router';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { SelectionIndicator, StoreHydration, WishlistPanel } from '../features/selection';

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="pt-20">
        <Outlet />
      </main>
      <SiteFooter />
      <StoreHydration />
      <SelectionIndicator />
      <WishlistPanel />
    </>
  );
}
