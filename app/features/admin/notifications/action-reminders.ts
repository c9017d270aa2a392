import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { prospectHash, requestHash } from '../../../../domain/admin-links';
import type { MyDayItem } from '../../../../domain/api/my-day-answers';
import { REMINDER_LEAD_MINUTES } from '../../../../domain/notifications/action-reminder';
import { parisWallClock } from '../../../../domain/paris-time';
import { frenchTime } from '../../../../domain/prospects/next-action';
import { browserStorage } from '../../../ui/browser-storage';
import { useAuthenticatedFlag } from '../auth/use-authenticated-flag';
import { MY_DAY_REFRESH_MS, useDashboard } from '../dashboard/dashboard-api';
import { alertPermission, useBrowserAlerts } from './browser-alerts';

const LOOK_EVERY_MS = 30_000;

/** What was recalled today on this browser, so that a reload or a second tab does not recall it again. */
export const useToldReminders = create<{ day: string; told: string[]; tell: (day: string, key: string) => void }>()(
  persist(
    (set) => ({
      day: '',
      told: [],
      tell: (day, key) => set((state) => (state.day === day ? { told: [...state.told, key] } : { day, told: [key] })),
    }),
    { name: 'admin-action-reminders', storage: browserStorage, partialize: ({ day, told }) => ({ day, told }) },
  ),
);

/** An item's reminder, one per hour it is given: moved to another hour, it is recalled again. */
export const reminderKey = (item: MyDayItem) => `${item.kind}-${item.id}-${item.time}`;

/**
 * The items of `day` whose hour comes within REMINDER_LEAD_MINUTES of `minuteOfDay` (Paris), not yet recalled; a
 * callback whose slot was missed on an earlier day (0486) is listed, not recalled.
 */
export function remindersDue(items: readonly MyDayItem[], day: string, minuteOfDay: number, told: readonly string[]): MyDayItem[] {
  return items.filter((item) => {
    if (!item.time || item.day !== day || told.includes(reminderKey(item))) return false;
    const [hours, minutes] = item.time.split(':').map(Number) as [number, number];
    const ahead = hours * 60 + minutes - minuteOfDay;
    return ahead >= 0 && ahead <= REMINDER_LEAD_MINUTES;
  });
}

function announce(item: MyDayItem): void {
  const notification = new Notification(`À ${frenchTime(item.time!)} : ${item.what}`, {
    body: [item.person, item.phone].filter(Boolean).join(' · '),
    tag: `admin-reminder-${reminderKey(item)}`,
  });
  notification.onclick = () => {
    window.focus();
    window.location.hash = item.kind === 'action' ? prospectHash(item.id) : requestHash(item.id);
    notification.close();
  };
}

/**
 * Pipedrive's activity reminders on this browser: once 'Sur ce navigateur' is on, a system notification
 * REMINDER_LEAD_MINUTES before each action or callback of the reader's day given an hour, once; a click opens its
 * record. The day is the dashboard's (`GET /api/admin/dashboard`), read again each minute.
 */
export function useActionReminders(): void {
  const authenticated = useAuthenticatedFlag();
  const enabled = useBrowserAlerts((state) => state.enabled);
  const dashboard = useDashboard({ refreshEvery: MY_DAY_REFRESH_MS, enabled: authenticated && enabled });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  const data = dashboard.data?.myDay;
  useEffect(() => {
    if (!enabled || !data || alertPermission() !== 'granted') return;
    const clock = parisWallClock(now);
    const { day, told, tell } = useToldReminders.getState();
    for (const item of remindersDue(data.items, data.day, clock.hour * 60 + clock.minute, day === data.day ? told : [])) {
      tell(data.day, reminderKey(item));
      announce(item);
    }
  }, [enabled, data, now]);
}
