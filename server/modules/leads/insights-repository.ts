import type { Database } from '../../db/database';

export interface LeadProfile {
  sector: string;
  companySize: string;
  position: string;
  score: number | null;
  addedAt: string;
  /** What the lead wrote: its challenges and goals, and its current pain. */
  needs: string[];
  pains: string[];
}

const text = (value: unknown): string[] => (typeof value === 'string' && value.trim() ? [value.trim()] : []);

/** Read-side query of the prospects for the back-office insights: who the real leads are. */
export function leadsInsights(db: Database) {
  return {
    async profiles(limit = 500): Promise<LeadProfile[]> {
      const rows = await db
        .selectFrom('prospects')
        .select(['details', 'fonction', 'leadScore', 'dateAjout'])
        .where('details', 'is not', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.flatMap((row) => {
        try {
          const details = JSON.parse(row.details ?? '{}') as {
            sector?: unknown;
            companySize?: unknown;
            needs?: { challenges?: unknown; goals?: unknown; currentPain?: unknown };
          };
          if (typeof details.sector !== 'string' || !details.sector) return [];
          return [
            {
              sector: details.sector,
              companySize: typeof details.companySize === 'string' ? details.companySize : '',
              position: row.fonction,
              score: row.leadScore,
              addedAt: row.dateAjout,
              needs: [...text(details.needs?.goals), ...text(details.needs?.challenges)],
              pains: text(details.needs?.currentPain),
            },
          ];
        } catch {
          return [];
        }
      });
    },
  };
}
