import Menu from 'lucide-react/icons/menu';
import UserRound from 'lucide-react/icons/user-round';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { OptionalPart, PartNotLoadedNotice } from '../client-errors/optional-part';
import { retryableLazy } from '../../ui/retryable-lazy';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { customNav, desktopNav, mobileNav, visibleWebDevSections } from '../../../domain/navigation';
import { logoPlacements } from '../../../domain/brand/logo-placements';
import { useCustomMode } from '../modes/modes-store';
import type { HeaderSelectionSlot } from './mobile-menu';
import { BrandLogo } from './brand-logo';
import { SectionNav } from './section-nav';

export type { HeaderSelectionSlot } from './mobile-menu';

// The slide-in menu is drawn only once opened: phones do not download it before they need it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = retryableLazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const COMPACT_AFTER_PX = 80;
const WEB_DEV_PATHS = new Set(['/web-dev', '/code']);

interface SiteHeaderProps {
  /** Opens the background selector (the mobile 'Thèmes Visuels' shortcut). */
  onOpenThemes?(): void;
  /** Selection count, opener and mini panel, provided by the selection feature. */
  selection?: HeaderSelectionSlot;
}

export function SiteHeader({ onOpenThemes, selection }: SiteHeaderProps) {
  const [compact, setCompact] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const custom = useCustomMode();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const path = pathname.replace(/\/+$/, '') || '/';

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const contactMe = () => {
    const section = document.getElementById('contact');
    if (section) section.scrollIntoView({ behavior: 'smooth' });
    else navigate('/contact');
  };

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 border-b transition-all ${
        compact ? 'border-ink-700 bg-ink-950/90 py-2 backdrop-blur' : 'border-transparent bg-ink-950/40 py-4'
      }`}
    >
      <a href="#contenu" className="sr-only-focusable absolute left-4 top-2 rounded bg-brand-600 px-3 py-2 text-white">
        Aller au contenu
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <BrandLogo placement={logoPlacements.header} textClassName="text-xl" />
        </Link>
        <nav aria-label="Navigation principale" className="hidden min-[769px]:block">
          <ul className="flex items-center gap-1">
            {(custom ? customNav : desktopNav).map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? 'text-white' : 'text-gray-300 hover:text-white'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link
                to="/super-assistant"
                className="ml-2 rounded-lg border border-accent-400/50 px-3 py-2 text-sm font-semibold text-accent-300 transition hover:bg-ink-800"
              >
                Diagnostic IA gratuit
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2 min-[769px]:hidden">
          {custom && (
            <button type="button" onClick={contactMe} className="inline-flex items-center gap-1 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white">
              <UserRound aria-hidden size={16} /> Me contacter
            </button>
          )}
          <button
            type="button"
            className="rounded-lg p-2 text-gray-200"
            aria-expanded={menuOpen}
            aria-controls="menu-mobile"
            aria-label="Ouvrir le menu"
            // A head start on the menu's code; if it fails, the menu's own render says so (OptionalPart below).
            onPointerDown={() => void loadMobileMenu().catch(() => undefined)}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden size={24} />
          </button>
        </div>
      </div>
      {WEB_DEV_PATHS.has(path) && <SectionNav sections={visibleWebDevSections(custom, path)} />}
      {menuLoaded && (
        <OptionalPart open={menuOpen} fallback={(retry) => menuOpen && <PartNotLoadedNotice onRetry={retry} onClose={closeMenu} />}>
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} items={custom ? customNav : mobileNav} onClose={closeMenu} onOpenThemes={onOpenThemes} selection={selection} />
          </Suspense>
        </OptionalPart>
      )}
    </header>
  );
}
