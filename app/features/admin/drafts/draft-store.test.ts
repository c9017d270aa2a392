import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDrafts, DRAFT_DAYS, DRAFTS_KEY, draftKeys, draftOf, keptDrafts, MAX_DRAFTS, useDraftStore, withDraft, type Draft } from './draft-store';

// The store's storage is taken when its module loads: the browser's local storage is stood in for before.
const memory = vi.hoisted(() => {
  const stored = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
  return stored;
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29, 12);
const draft = (text: string, savedAt = NOW, owner = 'admin'): Draft => ({ owner, text, savedAt });

afterEach(() => memory.clear());

describe('drafts kept on this browser', () => {
  it('keeps only well-formed drafts, whatever the browser held', () => {
    const stored = {
      'request-reply:1': { owner: 'admin', text: 'Bonjour', subject: 'Re : votre demande', savedAt: NOW },
      'request-note:1': { owner: 'admin', text: 12, savedAt: NOW },
      'request-note:2': { owner: 'admin', text: 'x', subject: 3, savedAt: NOW },
      'request-note:3': { text: 'sans auteur', savedAt: NOW },
      'request-note:4': { owner: 'admin', text: 'x', savedAt: 'hier' },
      'request-note:5': null,
    };
    expect(Object.keys(keptDrafts(stored, NOW))).toEqual(['request-reply:1']);
    expect(keptDrafts('texte', NOW)).toEqual({});
    expect(keptDrafts(null, NOW)).toEqual({});
    expect(keptDrafts(undefined, NOW)).toEqual({});
  });

  it(`drops a draft untouched for ${DRAFT_DAYS} days`, () => {
    const stored = { old: draft('ancien', NOW - DRAFT_DAYS * DAY), recent: draft('récent', NOW - DRAFT_DAYS * DAY + 1) };
    expect(Object.keys(keptDrafts(stored, NOW))).toEqual(['recent']);
  });

  it(`keeps the ${MAX_DRAFTS} most recently changed`, () => {
    const stored = Object.fromEntries(Array.from({ length: MAX_DRAFTS + 5 }, (_, i) => [`k${i}`, draft(`n${i}`, NOW - i * 1000)]));
    const kept = keptDrafts(stored, NOW);
    expect(Object.keys(kept)).toHaveLength(MAX_DRAFTS);
    expect(kept['k0']).toBeDefined();
    expect(kept[`k${MAX_DRAFTS - 1}`]).toBeDefined();
    expect(kept[`k${MAX_DRAFTS}`]).toBeUndefined();
  });

  it('sets, replaces and removes one draft without touching the others', () => {
    const one = withDraft({}, 'a', draft('un'), NOW);
    const two = withDraft(one, 'b', draft('deux'), NOW);
    expect(withDraft(two, 'a', draft('un bis'), NOW)).toEqual({ a: draft('un bis'), b: draft('deux') });
    expect(withDraft(two, 'a', null, NOW)).toEqual({ b: draft('deux') });
  });

  it('gives a draft to the user who wrote it only', () => {
    const drafts = { [draftKeys.requestReply(7)]: draft('Bonjour', NOW, 'camille') };
    expect(draftOf(drafts, draftKeys.requestReply(7), 'camille')?.text).toBe('Bonjour');
    expect(draftOf(drafts, draftKeys.requestReply(7), 'admin')).toBeUndefined();
    expect(draftOf(drafts, draftKeys.requestReply(7), null)).toBeUndefined();
    expect(draftOf(drafts, draftKeys.requestNote(7), 'camille')).toBeUndefined();
  });

  it('stores what is saved under its key, forgets it when discarded, and everything at logout', () => {
    const { save, discard } = useDraftStore.getState();
    save(draftKeys.prospectEmail(3), { owner: 'admin', subject: 'Devis', text: 'Voici le devis' });
    save(draftKeys.prospectNote(3), { owner: 'admin', text: 'Rappeler jeudi' });
    const stored = JSON.parse(memory.get(DRAFTS_KEY)!).state.drafts;
    expect(stored[draftKeys.prospectEmail(3)]).toMatchObject({ owner: 'admin', subject: 'Devis', text: 'Voici le devis' });
    discard(draftKeys.prospectEmail(3));
    expect(Object.keys(JSON.parse(memory.get(DRAFTS_KEY)!).state.drafts)).toEqual([draftKeys.prospectNote(3)]);
    clearDrafts();
    expect(JSON.parse(memory.get(DRAFTS_KEY)!).state.drafts).toEqual({});
  });
});
