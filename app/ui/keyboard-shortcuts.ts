import { useEffect, useEffectEvent } from 'react';

/**
 * The keys the site and the back-office answer to, read both by their handlers and by the list shown under
 * Paramètres → Préférences personnelles, so that a key changed here is changed in both.
 */
export const SHORTCUT_KEYS = {
  /** Reaches a search from outside a field (Gmail's, GitHub's); a single key (WCAG 2.1.4, decision 0533). */
  search: '/',
  /** With Ctrl, or Cmd on a Mac: reaches a search from anywhere. */
  searchWithModifier: 'K',
  /** In a request's record opened from a list, as in Gmail; single keys. */
  nextRecord: 'J',
  previousRecord: 'K',
} as const;

/**
 * The keys that reach a search, as `aria-keyshortcuts` names them: '/' and Ctrl or Cmd+K; the '/' only while
 * single-key shortcuts are on.
 */
export const searchShortcuts = (singleKey = true) => {
  const withModifier = `Control+${SHORTCUT_KEYS.searchWithModifier} Meta+${SHORTCUT_KEYS.searchWithModifier}`;
  return singleKey ? `${SHORTCUT_KEYS.search} ${withModifier}` : withModifier;
};

interface PressedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const isAlone = (event: PressedKey) => !event.ctrlKey && !event.metaKey && !event.altKey;
const isKey = (event: PressedKey, key: string) => event.key.toLowerCase() === key.toLowerCase();

export const isSearchShortcut = (event: PressedKey, singleKey = true) =>
  (singleKey && isAlone(event) && event.key === SHORTCUT_KEYS.search) || ((event.ctrlKey || event.metaKey) && !event.altKey && isKey(event, SHORTCUT_KEYS.searchWithModifier));

/** Which way a key pressed in a record goes through its list: J the next request, K the previous one. */
export const recordStep = (event: PressedKey): 'next' | 'previous' | null => {
  if (!isAlone(event)) return null;
  if (isKey(event, SHORTCUT_KEYS.nextRecord)) return 'next';
  return isKey(event, SHORTCUT_KEYS.previousRecord) ? 'previous' : null;
};

/** Inputs that take no typed text: a key pressed on a checkbox, a switch or a button can be a shortcut. */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

interface FocusedElement {
  tagName: string;
  /** An input's type; none for other elements. */
  type?: string;
  isContentEditable: boolean;
}

/** Whether a key pressed on this element writes into it: a text field, editable text, or a list that jumps to a typed letter. */
export const takesTypedKeys = ({ tagName, type, isContentEditable }: FocusedElement) =>
  isContentEditable || tagName === 'TEXTAREA' || tagName === 'SELECT' || (tagName === 'INPUT' && !UNTYPED_INPUTS.has(type ?? 'text'));

/** A key typed into a field writes into it: it is never a shortcut there. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  takesTypedKeys({ tagName: target.tagName, type: target instanceof HTMLInputElement ? target.type : undefined, isContentEditable: target.isContentEditable });

/**
 * Calls `onShortcut` on Ctrl/Cmd+K, and on '/' outside a field, where it is a character, unless `singleKey` is off.
 * Never from an open dialog: its keys are its own, and what lies under a modal dialog cannot take the focus.
 */
export function useSearchShortcut(onShortcut: () => void, { singleKey = true }: { singleKey?: boolean } = {}) {
  const onPressed = useEffectEvent(onShortcut);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, singleKey) || (event.key === SHORTCUT_KEYS.search && isTypingTarget(event.target))) return;
      if ((event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) || document.querySelector('dialog:modal')) return;
      event.preventDefault();
      onPressed();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [singleKey]);
}
