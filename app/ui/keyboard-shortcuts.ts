import { useEffect, useEffectEvent } from 'react';

/** The keys that reach a search, as `aria-keyshortcuts` names them: '/' (Gmail's, GitHub's) and Ctrl or Cmd+K. */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

interface PressedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export const isSearchShortcut = (event: PressedKey) =>
  (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) || ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k');

/** A key typed into a field writes into it: it is never a shortcut there. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);

/**
 * Calls `onShortcut` on Ctrl/Cmd+K, and on '/' outside a field, where it is a character. Never from an open dialog:
 * its keys are its own, and what lies under a modal dialog cannot take the focus.
 */
export function useSearchShortcut(onShortcut: () => void) {
  const onPressed = useEffectEvent(onShortcut);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event) || (event.key === '/' && isTypingTarget(event.target))) return;
      if ((event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) || document.querySelector('dialog:modal')) return;
      event.preventDefault();
      onPressed();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
