import { useEffect, useEffectEvent } from 'react';

/**
 * The keys that reach a search, as `aria-keyshortcuts` names them: '/' (Gmail's, GitHub's) and Ctrl or Cmd+K; the
 * '/' only while single-key shortcuts are on (WCAG 2.1.4, decision 0533).
 */
export const searchShortcuts = (singleKey = true) => (singleKey ? '/ Control+K Meta+K' : 'Control+K Meta+K');

interface PressedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export const isSearchShortcut = (event: PressedKey, singleKey = true) =>
  (singleKey && event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) || ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k');

/** A key typed into a field writes into it: it is never a shortcut there. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);

/**
 * Calls `onShortcut` on Ctrl/Cmd+K, and on '/' outside a field, where it is a character, unless `singleKey` is off.
 * Never from an open dialog: its keys are its own, and what lies under a modal dialog cannot take the focus.
 */
export function useSearchShortcut(onShortcut: () => void, { singleKey = true }: { singleKey?: boolean } = {}) {
  const onPressed = useEffectEvent(onShortcut);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, singleKey) || (event.key === '/' && isTypingTarget(event.target))) return;
      if ((event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) || document.querySelector('dialog:modal')) return;
      event.preventDefault();
      onPressed();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [singleKey]);
}
