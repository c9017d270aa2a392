import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { siteConfig } from '../../../domain/site-config';

export const mainNav = [
  { to: '/', label: 'Notre Vision' },
  { to: '/workflows-assistants', label: 'Workflows & Assistants IA' },
  { to: '/team', label: 'Notre Équipe' },
  { to: '/join-us', label: 'Nous Rejoindre' },
  { to: '/contact', label: 'Contact' },
] as const;

const COMPACT_AFTER_PX = 80;

export function SiteHeader() {
  const [compact, setCompact] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 border-b transition-all ${
        compact ? 'border-ink-700 bg-ink-950/90 py-2 backdrop-blur' : 'border-transparent bg-transparent py-4'
      }`}
    >
      <a href="#contenu" className="sr-only-focusable absolute left-4 top-2 rounded bg-brand-600 px-3 py-2 text-white">
        Aller au contenu
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="text-lg font-bold tracking-tight text-white">
          {siteConfig.name}
        </Link>
        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium transition ${
                      isActive ? 'text-white' : 'text-gray-300 hover:text-white'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="rounded-lg p-2 text-gray-200 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="menu-mobile"
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden size={24} /> : <Menu aria-hidden size={24} />}
        </button>
      </div>
      {menuOpen && (
        <nav id="menu-mobile" aria-label="Menu mobile" className="border-t border-ink-700 bg-ink-950 px-4 pb-6 md:hidden">
          <ul className="flex flex-col gap-1 pt-3">
            {mainNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="block rounded-lg px-3 py-3 text-gray-200" onClick={() => setMenuOpen(false)}>
                  {item.label === 'Contact' ? 'Nous contacter' : item.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/contact"
            className="mt-4 block rounded-xl bg-brand-600 px-5 py-3 text-center font-semibold text-white"
            onClick={() => setMenuOpen(false)}
          >
            Démarrer un projet
          </Link>
        </nav>
      )}
    </header>
  );
}
