import { formatEuros } from '../euros';
import { z } from '../validation/zod';

/** The largest estimated value a prospect may carry, in euros: beyond it a typo is likelier than a deal. */
export const DEAL_VALUE_MAX = 10_000_000;

export const dealValueMessage = 'La valeur estimée doit être un montant entier en euros, de 0 à 10 000 000';

/** Statuses whose prospects no longer count in the open pipeline: won (Client) or given up (Inactif). */
export const CLOSED_STATUSES = ['Client', 'Inactif'] as const;
export const WON_STATUS = 'Client';
export const isClosedStatus = (statut: string) => (CLOSED_STATUSES as readonly string[]).includes(statut);
/** The status of a deal lost or given up: it carries a lost reason (lost-reasons.ts). */
export const LOST_STATUS = 'Inactif';

const SPACES_AND_EURO = /[\s\u00a0\u202f€]/g;

/**
 * What a person typed as an amount, the French way ('12 000', '12000 €', '12 000,00'): '' is no value, and
 * anything else that is not a whole number of euros is NaN, which the schema refuses with its French message.
 */
export function parseEuros(text: string): number | null {
  const compact = text.replace(SPACES_AND_EURO, '').replace(/,0{1,2}$/, '');
  if (compact === '') return null;
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A prospect's estimated value in euros, or null for none. */
export const dealValueSchema = z.number({ error: dealValueMessage }).int(dealValueMessage).min(0, dealValueMessage).max(DEAL_VALUE_MAX, dealValueMessage).nullable();

/** '12 000 €', or '' without a value. */
export const dealValueLabel = (value: number | null | undefined): string => (value === null || value === undefined ? '' : formatEuros(value));
