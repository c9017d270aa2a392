import { z } from '../validation/zod';
import { isClosedStatus } from './deal-value';
import { DAY_MS } from '../calendar-day';

/**
 * Days without any change after which an open deal shows as idle, set per column of the board as Pipedrive's
 * rotting deals are per stage (docs/decisions/0391-idle-deals-per-stage.md).
 */
export const IDLE_DEAL_DAYS = { min: 1, max: 365, default: 14 } as const;
export const idleDealMessage = `Le délai doit être un nombre entier de jours compris entre ${IDLE_DEAL_DAYS.min} et ${IDLE_DEAL_DAYS.max}`;

const days = z
  .number({ error: idleDealMessage })
  .int(idleDealMessage)
  .min(IDLE_DEAL_DAYS.min, idleDealMessage)
  .max(IDLE_DEAL_DAYS.max, idleDealMessage);

export const idleDealSettingsSchema = z.object({
  idleDaysLead: days,
  idleDaysQualified: days,
  idleDaysToContact: days,
  idleDaysMeeting: days,
  idleDaysImported: days,
});
export type IdleDealSettings = z.output<typeof idleDealSettingsSchema>;

/** The setting of each open column of the board; Client and Inactif are closed and never idle. */
export const idleSettingOfStatus: Record<string, keyof IdleDealSettings> = {
  Lead: 'idleDaysLead',
  Qualifié: 'idleDaysQualified',
  'À contacter': 'idleDaysToContact',
  'RDV planifié': 'idleDaysMeeting',
  Importé: 'idleDaysImported',
};

export const idleDealDefaults: IdleDealSettings = {
  idleDaysLead: IDLE_DEAL_DAYS.default,
  idleDaysQualified: IDLE_DEAL_DAYS.default,
  idleDaysToContact: IDLE_DEAL_DAYS.default,
  idleDaysMeeting: IDLE_DEAL_DAYS.default,
  idleDaysImported: IDLE_DEAL_DAYS.default,
};

export const idleDealSettingKeys: Record<keyof IdleDealSettings, string> = {
  idleDaysLead: 'idle-days-lead',
  idleDaysQualified: 'idle-days-qualified',
  idleDaysToContact: 'idle-days-to-contact',
  idleDaysMeeting: 'idle-days-meeting',
  idleDaysImported: 'idle-days-imported',
};

export const idleDealSettingLabels: Record<keyof IdleDealSettings, string> = {
  idleDaysLead: 'Affaire inactive après (jours) : Lead',
  idleDaysQualified: 'Affaire inactive après (jours) : Qualifié',
  idleDaysToContact: 'Affaire inactive après (jours) : À contacter',
  idleDaysMeeting: 'Affaire inactive après (jours) : RDV planifié',
  idleDaysImported: 'Affaire inactive après (jours) : Importé',
};

/** The days after which a deal of this column is idle; null for a closed column (or one the board does not know). */
export function idleAfterDaysOf(statut: string, settings: IdleDealSettings): number | null {
  const setting = idleSettingOfStatus[statut];
  return setting && !isClosedStatus(statut) ? settings[setting] : null;
}


/**
 * Whole days since an open deal last changed (its last edit or move, or its arrival when never changed), once
 * they reach its column's delay; null for a deal still moving, won or lost, or without a readable date.
 */
export function idleDaysOf(
  prospect: { statut: string; date_ajout: string; updated_at: string | null },
  idleAfterDays: number | null = IDLE_DEAL_DAYS.default,
  now = new Date(),
): number | null {
  if (idleAfterDays === null || isClosedStatus(prospect.statut)) return null;
  const last = Date.parse(prospect.updated_at ?? prospect.date_ajout);
  if (!Number.isFinite(last)) return null;
  const elapsed = Math.floor((now.getTime() - last) / DAY_MS);
  return elapsed >= idleAfterDays ? elapsed : null;
}
