import { describe, expect, it } from 'vitest';
import { SHORTCUT_KEYS, isSearchShortcut, recordStep, searchShortcuts, takesTypedKeys } from './keyboard-shortcuts';

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

describe("a record's keys", () => {
  it('are J for the next request and K for the previous one, whatever their case', () => {
    expect(recordStep(pressed('j'))).toBe('next');
    expect(recordStep(pressed('J'))).toBe('next');
    expect(recordStep(pressed('k'))).toBe('previous');
    expect(recordStep(pressed(SHORTCUT_KEYS.nextRecord))).toBe('next');
  });

  it('are not J or K with a modifier, nor any other key', () => {
    expect(recordStep(pressed('j', { ctrlKey: true }))).toBeNull();
    expect(recordStep(pressed('k', { metaKey: true }))).toBeNull();
    expect(recordStep(pressed('j', { altKey: true }))).toBeNull();
    expect(recordStep(pressed('l'))).toBeNull();
    expect(recordStep(pressed('/'))).toBeNull();
  });
});

describe('an element that takes typed keys', () => {
  const element = (tagName: string, type?: string, isContentEditable = false) => ({ tagName, type, isContentEditable });

  it('is a text field of any kind, a text area, a list or editable text', () => {
    for (const type of ['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'date']) expect(takesTypedKeys(element('INPUT', type))).toBe(true);
    expect(takesTypedKeys(element('TEXTAREA'))).toBe(true);
    expect(takesTypedKeys(element('SELECT'))).toBe(true);
    expect(takesTypedKeys(element('DIV', undefined, true))).toBe(true);
  });

  it('is not a checkbox, a switch, a radio button, a button or a plain element: a key pressed there can be a shortcut', () => {
    for (const type of ['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']) expect(takesTypedKeys(element('INPUT', type))).toBe(false);
    expect(takesTypedKeys(element('BUTTON'))).toBe(false);
    expect(takesTypedKeys(element('BODY'))).toBe(false);
  });
});
