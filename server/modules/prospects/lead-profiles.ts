import type { Database } from '../../db/database';
import { prospectsService } from './service';

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

/** Who the real leads are, for the improvements page: the details the super assistant stored with them. */
export function leadProfiles(db: Database) {
  const prospects = prospectsService(db);
  return {
    async profiles(limit = 500): Promise<LeadProfile[]> {
      const rows = await prospects.newestWithDetails(limit);
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
