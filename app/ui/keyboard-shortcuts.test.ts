import { describe, expect, it } from 'vitest';
import { isSearchShortcut, searchShortcuts } from './keyboard-shortcuts';

const pressed = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('the search shortcut', () => {
  it("is '/' alone, Ctrl+K or Cmd+K, whatever the case of the K", () => {
    expect(isSearchShortcut(pressed('/'))).toBe(true);
    expect(isSearchShortcut(pressed('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(pressed('K', { metaKey: true }))).toBe(true);
  });

  it("is not '/' with a modifier, K alone, or Alt with K (a character on some keyboards)", () => {
    expect(isSearchShortcut(pressed('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(pressed('/', { altKey: true }))).toBe(false);
    expect(isSearchShortcut(pressed('k'))).toBe(false);
    expect(isSearchShortcut(pressed('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(pressed('j', { ctrlKey: true }))).toBe(false);
  });

  it("leaves '/' alone once single-key shortcuts are off, Ctrl+K and Cmd+K still working", () => {
    expect(isSearchShortcut(pressed('/'), false)).toBe(false);
    expect(isSearchShortcut(pressed('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(pressed('k', { metaKey: true }), false)).toBe(true);
  });

  it("names '/' to screen readers only while it acts", () => {
    expect(searchShortcuts()).toBe('/ Control+K Meta+K');
    expect(searchShortcuts(false)).toBe('Control+K Meta+K');
  });
});
