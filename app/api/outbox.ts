import { useEffect, useEffectEvent } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../domain/site-config';
import { browserStorage } from '../ui/browser-storage';

/** Added to a lead form's error when what it sent stays kept (the callback modal, the super assistant). */
export const KEPT_REQUEST = 'Votre demande est gardée sur cet appareil\u00a0: elle partira dès le retour de la connexion, même si vous fermez la page.';

export interface Outbox<T> {
  pending: T | null;
  keep: (item: T) => void;
  clear: () => void;
}

/**
 * A lead form's outbox (docs/decisions/0395-contact-outbox.md, 0419-callback-outbox.md): what the visitor sent,
 * kept on this device from the click until the server has stored it, so that a lost connection, a closed tab or a
 * reload on a phone never loses it. What the browser kept is outside input: `parse` answers it in the expected
 * shape, or null. Read once the page is hydrated (`persist.rehydrate()`): the pre-rendered form must match the
 * server's.
 */
export function createOutbox<T>(form: string, parse: (kept: unknown) => T | null) {
  return create<Outbox<T>>()(
    persist(
      (set) => ({
        pending: null,
        keep: (item) => set({ pending: item }),
        clear: () => set({ pending: null }),
      }),
      {
        name: `${siteConfig.product}-${form}-outbox`,
        storage: browserStorage,
        skipHydration: true,
        partialize: ({ pending }) => ({ pending }),
        merge: (stored, current) => ({ ...current, pending: parse((stored as { pending?: unknown } | undefined)?.pending) }),
      },
    ),
  );
}

export type OutboxStore<T> = ReturnType<typeof createOutbox<T>>;

interface KeptSending<T> {
  /** Puts what an earlier visit kept back in view (the form's fields). */
  restore?: (kept: T) => void;
  /** Sends it; called once the page is hydrated and again at each return of the network. */
  send: (kept: T) => void;
  /** While true, the network's return sends nothing (another part of the page is sending it). */
  paused?: boolean;
}

/**
 * An outbox at work in a page: what an earlier visit kept is restored and sent again once the page is hydrated,
 * and what waits for the network leaves when it is back. Answers what is kept now.
 */
export function useKeptSending<T>(outbox: OutboxStore<T>, { restore, send, paused = false }: KeptSending<T>): T | null {
  const pending = outbox((state) => state.pending);
  const restoreKept = useEffectEvent((kept: T) => restore?.(kept));
  const sendKept = useEffectEvent((kept: T) => send(kept));
  useEffect(() => {
    void Promise.resolve(outbox.persist.rehydrate()).then(() => {
      const kept = outbox.getState().pending;
      if (!kept) return;
      restoreKept(kept);
      sendKept(kept);
    });
  }, [outbox]);
  useEffect(() => {
    if (!pending || paused) return;
    const retry = () => sendKept(pending);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [pending, paused]);
  return pending;
}
