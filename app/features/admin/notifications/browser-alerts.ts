import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RequestSource } from '../../../../domain/inbox';
import { browserStorage } from '../../../ui/browser-storage';

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

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** 'Nouveau message de contact', '2 nouvelles demandes de rappel', both joined. */
export function newRequestsText(risen: Record<RequestSource, number>): string {
  const parts = [
    risen.contact > 0 && plural(risen.contact, 'nouveau message de contact', 'nouveaux messages de contact'),
    risen.callback > 0 && plural(risen.callback, 'nouvelle demande de rappel', 'nouvelles demandes de rappel'),
  ].filter(Boolean);
  return parts.join(' et ');
}

/** One system notification for the requests that arrived since the last count, when this browser asked for them. */
export function announceNewRequests(risen: Record<RequestSource, number>): void {
  if (!useBrowserAlerts.getState().enabled || alertPermission() !== 'granted' || risen.contact + risen.callback <= 0) return;
  const notification = new Notification('Nouvelles demandes sur le site', {
    body: `${newRequestsText(risen)} en attente de réponse.`,
    // One notification at a time: a newer one replaces the one not yet read.
    tag: 'admin-new-requests',
  });
  notification.onclick = () => {
    window.focus();
    window.location.hash = risen.contact > 0 ? 'contact-messages' : 'callback-requests';
    notification.close();
  };
}

/** The tab's title starts with the requests waiting, '(3) Administration', as a mail client's tab does. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);
}
