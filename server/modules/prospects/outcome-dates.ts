import { LOST_STATUS, WON_STATUS } from '../../../domain/prospects/deal-value';
import type { LostReason } from '../../../domain/prospects/lost-reasons';
import type { ProspectRow } from './repository';

type Outcome = Pick<ProspectRow, 'statut' | 'lostAt' | 'lostReason' | 'wonAt'>;

/** Entering 'Inactif' dates the loss and takes its reason; staying keeps both unless a reason is given; leaving clears them. */
export function lossOf(current: Outcome, statut: string, reason: LostReason | null | undefined, at: string) {
  if (statut !== LOST_STATUS) return current.lostAt || current.lostReason ? { lostAt: null, lostReason: null } : {};
  return {
    ...(current.statut !== LOST_STATUS || !current.lostAt ? { lostAt: at } : {}),
    ...(reason !== undefined ? { lostReason: reason } : current.statut !== LOST_STATUS ? { lostReason: null } : {}),
  };
}

/** Entering 'Client' dates the win (docs/decisions/0411-won-dates.md); staying keeps its day; leaving clears it. */
export function winOf(current: Outcome, statut: string, at: string) {
  if (statut !== WON_STATUS) return current.wonAt ? { wonAt: null } : {};
  return current.statut !== WON_STATUS || !current.wonAt ? { wonAt: at } : {};
}

/** Both dates of a status change: what an edit, a move on the board or an import writes with the new status. */
export const outcomeOf = (current: Outcome, statut: string, reason: LostReason | null | undefined, at: string) => ({
  ...lossOf(current, statut, reason, at),
  ...winOf(current, statut, at),
});

/** A new prospect is a change from nothing: born 'Client' it is won now, born 'Inactif' lost now. */
export const outcomeOfNew = (statut: string, at: string) => outcomeOf({ statut: '', lostAt: null, lostReason: null, wonAt: null }, statut, undefined, at);
