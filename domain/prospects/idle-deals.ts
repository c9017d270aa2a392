import { isClosedStatus } from './deal-value';

/** Days without any change after which an open deal shows as idle (Pipedrive's rotting deals). */
export const IDLE_DEAL_DAYS = 14;

const DAY_MS = 86_400_000;

/**
 * Whole days since an open deal last changed (its last edit or move, or its arrival when never changed), once
 * they reach IDLE_DEAL_DAYS; null for a deal still moving, won or lost, or without a readable date.
 */
export function idleDaysOf(prospect: { statut: string; date_ajout: string; updated_at: string | null }, now = new Date()): number | null {
  if (isClosedStatus(prospect.statut)) return null;
  const last = Date.parse(prospect.updated_at ?? prospect.date_ajout);
  if (!Number.isFinite(last)) return null;
  const days = Math.floor((now.getTime() - last) / DAY_MS);
  return days >= IDLE_DEAL_DAYS ? days : null;
}
