import { describe, expect, it } from 'vitest';
import { IDLE_DEAL_DAYS, idleDaysOf } from './idle-deals';

const now = new Date('2026-11-27T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('idleDaysOf', () => {
  it('counts the days since the last change of an open deal once they reach the threshold', () => {
    expect(idleDaysOf({ statut: 'Qualifié', date_ajout: daysAgo(60), updated_at: daysAgo(21) }, now)).toBe(21);
    expect(idleDaysOf({ statut: 'Lead', date_ajout: daysAgo(IDLE_DEAL_DAYS), updated_at: null }, now)).toBe(IDLE_DEAL_DAYS);
  });

  it('says nothing of a deal changed recently, won or lost, or without a readable date', () => {
    expect(idleDaysOf({ statut: 'Qualifié', date_ajout: daysAgo(60), updated_at: daysAgo(IDLE_DEAL_DAYS - 1) }, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Client', date_ajout: daysAgo(90), updated_at: null }, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Inactif', date_ajout: daysAgo(90), updated_at: daysAgo(80) }, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Lead', date_ajout: 'hier', updated_at: null }, now)).toBeNull();
  });
});
