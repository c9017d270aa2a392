import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RequestSource } from '../../../../domain/inbox';
import { browserStorage } from '../../../ui/browser-storage';
import { countOf } from '../../../../domain/numbers';

/**
 * Whether this browser shows a system notification when new requests arrive while the panel is open
 * (Chatwoot's desktop notifications; docs/decisions/0383-new-requests-in-the-tab-and-the-system.md).
 * A choice of this browser, not of the account: each person decides on each computer.
 */
export const useBrowserAlerts = create<{ enabled: boolean; setEnabled: (enabled: boolean) => void }>()(
  persist((set) => ({ enabled: false, setEnabled: (enabled) => set({ enabled }) }), {
    name: 'admin-browser-alerts',
    storage: browserStorage,
    partialize: ({ enabled }) => ({ enabled }),
  }),
);

/** 'unsupported' where the browser has no notifications (the pre-render included). */
export type AlertPermission = NotificationPermission | 'unsupported';
export const alertPermission = (): AlertPermission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);


/** What waits for an answer: pending contact messages and callback requests, super-assistant leads not yet reached. */
export type WaitingCounts = Record<RequestSource | 'leads', number>;

/** 'Nouveau message de contact', '2 nouvelles demandes de rappel', '1 nouveau lead du super assistant', joined. */
export function newRequestsText(risen: WaitingCounts): string {
  const parts = [
    risen.contact > 0 && countOf(risen.contact, 'nouveau message de contact', 'nouveaux messages de contact'),
    risen.callback > 0 && countOf(risen.callback, 'nouvelle demande de rappel', 'nouvelles demandes de rappel'),
    risen.leads > 0 && countOf(risen.leads, 'nouveau lead du super assistant', 'nouveaux leads du super assistant'),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '');
}

/** Where a click on the notification leads: the first kind that rose, the board for leads. */
const targetOf = (risen: WaitingCounts) => (risen.contact > 0 ? 'contact-messages' : risen.callback > 0 ? 'callback-requests' : 'pipeline');

/** One system notification for what arrived since the last count, when this browser asked for them. */
export function announceNewRequests(risen: WaitingCounts): void {
  if (!useBrowserAlerts.getState().enabled || alertPermission() !== 'granted' || risen.contact + risen.callback + risen.leads <= 0) return;
  const notification = new Notification('Nouvelles demandes sur le site', {
    body: `${newRequestsText(risen)} en attente de réponse.`,
    // One notification at a time: a newer one replaces the one not yet read.
    tag: 'admin-new-requests',
  });
  notification.onclick = () => {
    window.focus();
    window.location.hash = targetOf(risen);
    notification.close();
  };
}

/** The tab's title starts with what waits (requests and leads), '(3) Administration', as a mail client's tab does. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);
}
