import Heart from 'lucide-react/icons/heart';
import MessageSquare from 'lucide-react/icons/message-square';
import Palette from 'lucide-react/icons/palette';
import Workflow from 'lucide-react/icons/workflow';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../../domain/navigation';
import { Dialog } from '../../ui/dialog';

/** What the selection feature plugs into the menu: its item count, its opener and its mini panel. */
export interface HeaderSelectionSlot {
  count: number;
  onOpen(): void;
  /** The mini panel, given the function that closes the menu when the visitor follows one of its links. */
  renderPanel?(close: () => void): ReactNode;
}

interface MobileMenuProps {
  open: boolean;
  items: NavItem[];
  onClose(): void;
  onOpenThemes?(): void;
  selection?: HeaderSelectionSlot;
}

const shortcut = 'flex flex-col items-center gap-1 rounded-xl border border-ink-700 bg-ink-900 px-2 py-3 text-xs font-medium text-gray-200 hover:border-brand-400';

export function MobileMenu({ open, items, onClose, onOpenThemes, selection }: MobileMenuProps) {
  if (!open) return null;

  // The top layer keeps the sheet above the compact header, whose backdrop filter would clip a fixed overlay.
  return (
    <Dialog
      open
      onClose={onClose}
      label="Menu"
      className="my-0 ml-auto mr-0 h-dvh max-h-none w-[86%] max-w-sm border-l border-ink-700 bg-ink-950 text-gray-100 shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out]"
    >
      <div id="menu-mobile" className="flex h-full flex-col overflow-y-auto px-5 pb-8 pt-4">
        <div className="flex justify-end">
          <button type="button" className="rounded-lg p-2 text-gray-200 hover:bg-ink-800" aria-label="Fermer le menu" onClick={onClose}>
            <X aria-hidden size={24} />
          </button>
        </div>
        <nav aria-label="Menu mobile">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className="block rounded-lg px-3 py-3 text-base text-gray-100 hover:bg-ink-800" onClick={onClose}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/contact" onClick={onClose} className="mt-5 block rounded-xl bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700">
          Démarrer un projet
        </Link>
        <Link to="/super-assistant" onClick={onClose} className="mt-3 block rounded-xl border border-accent-400/50 px-5 py-3 text-center font-semibold text-accent-300 hover:bg-ink-800">
          Diagnostic IA gratuit
        </Link>
        <div className="mt-6 grid grid-cols-4 gap-2" role="group" aria-label="Raccourcis">
          <Link to="/workflow-studio" reloadDocument className={shortcut} onClick={onClose}>
            <Workflow aria-hidden size={20} className="text-accent-400" /> Studio Workflows
          </Link>
          <button type="button" className={shortcut} onClick={() => { onClose(); onOpenThemes?.(); }}>
            <Palette aria-hidden size={20} className="text-accent-400" /> Thèmes Visuels
          </button>
          <Link to="/contact?quick=true" className={shortcut} onClick={onClose}>
            <MessageSquare aria-hidden size={20} className="text-accent-400" /> Contact Rapide
          </Link>
          {selection ? (
            <button type="button" className={shortcut} onClick={() => { onClose(); selection.onOpen(); }}>
              <SelectionIcon count={selection.count} /> Sélection
            </button>
          ) : (
            <Link to="/contact" className={shortcut} onClick={onClose}>
              <SelectionIcon count={0} /> Sélection
            </Link>
          )}
        </div>
        {selection?.renderPanel?.(onClose)}
      </div>
    </Dialog>
  );
}

function SelectionIcon({ count }: { count: number }) {
  return (
    <span className="relative">
      <Heart aria-hidden size={20} className="text-accent-400" />
      <span className="absolute -right-3 -top-2 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[10px] leading-5 text-white" aria-label={`${count} dans la sélection`}>
        {count}
      </span>
    </span>
  );
}
