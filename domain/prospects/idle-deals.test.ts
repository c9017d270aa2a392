import { describe, expect, it } from 'vitest';
import { IDLE_DEAL_DAYS, idleAfterDaysOf, idleDealDefaults, idleDealMessage, idleDealSettingsSchema, idleDaysOf } from './idle-deals';

const now = new Date('2026-11-27T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const fourteen = IDLE_DEAL_DAYS.default;

describe('idleDaysOf', () => {
  it("counts the days since the last change of an open deal once they reach its column's delay", () => {
    expect(idleDaysOf({ statut: 'Qualifié', date_ajout: daysAgo(60), updated_at: daysAgo(21) }, fourteen, now)).toBe(21);
    expect(idleDaysOf({ statut: 'Lead', date_ajout: daysAgo(fourteen), updated_at: null }, fourteen, now)).toBe(fourteen);
    // A column set to 3 days flags what the default would leave alone.
    expect(idleDaysOf({ statut: 'Lead', date_ajout: daysAgo(3), updated_at: null }, 3, now)).toBe(3);
    expect(idleDaysOf({ statut: 'Lead', date_ajout: daysAgo(3), updated_at: null }, fourteen, now)).toBeNull();
  });

  it('says nothing of a deal changed recently, won or lost, without a readable date, or in a column without delay', () => {
    expect(idleDaysOf({ statut: 'Qualifié', date_ajout: daysAgo(60), updated_at: daysAgo(fourteen - 1) }, fourteen, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Client', date_ajout: daysAgo(90), updated_at: null }, fourteen, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Inactif', date_ajout: daysAgo(90), updated_at: daysAgo(80) }, fourteen, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Lead', date_ajout: 'hier', updated_at: null }, fourteen, now)).toBeNull();
    expect(idleDaysOf({ statut: 'Lead', date_ajout: daysAgo(90), updated_at: null }, null, now)).toBeNull();
  });
});

describe('idleAfterDaysOf', () => {
  it("gives each open column its own setting and the closed ones none", () => {
    const settings = { ...idleDealDefaults, idleDaysMeeting: 5 };
    expect(idleAfterDaysOf('RDV planifié', settings)).toBe(5);
    expect(idleAfterDaysOf('Lead', settings)).toBe(fourteen);
    expect(idleAfterDaysOf('Client', settings)).toBeNull();
    expect(idleAfterDaysOf('Inactif', settings)).toBeNull();
    expect(idleAfterDaysOf('Inconnu', settings)).toBeNull();
  });

  it('refuses a delay that is not a whole number of days from 1 to 365, in French', () => {
    for (const idleDaysLead of [0, 366, 2.5, Number.NaN]) {
      const parsed = idleDealSettingsSchema.shape.idleDaysLead.safeParse(idleDaysLead);
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(idleDealMessage);
    }
    expect(idleDealSettingsSchema.shape.idleDaysLead.safeParse(365).success).toBe(true);
  });
});
