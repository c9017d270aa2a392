import { addDays, frenchDay, isCalendarDay } from './calendar-day';
import { parisToday } from './paris-time';
import { adminMessages } from './validation/admin-messages';
import { z } from './validation/zod';

// Administrators absent, and the day they come back (docs/decisions/0408-availability.md, 0412-absence-return-days.md).

/** The furthest return day an absence may give, in days from today. */
export const RETURN_MAX_DAYS = 365;

export interface Availability {
  /** Since when the user is marked absent, null while available. */
  awaySince: string | null;
  /** The Paris day they come back ('AAAA-MM-JJ'), null for an absence without one. */
  awayUntil: string | null;
}

/** Absent on the Paris day `today`: marked absent, and the return day, if any, not yet come. */
export const isAway = ({ awaySince, awayUntil }: Availability, today: string) => awaySince !== null && (awayUntil === null || today < awayUntil);

/** What a user's stored availability means today: an absence whose return day has come is over. */
export const availabilityOn = (stored: Availability, today: string): Availability =>
  isAway(stored, today) ? { awaySince: stored.awaySince, awayUntil: stored.awayUntil } : { awaySince: null, awayUntil: null };

/** '2026-12-02' → '02/12/2026'. */
export const returnDayLabel = frenchDay;

/**
 * PUT /api/admin/users/{username}/availability: absent (true) or available (false); an absence may say the day
 * its person comes back (`until`, added), after today and within a year, Paris time.
 */
export const availabilitySchema = z
  .object({
    away: z.boolean({ error: adminMessages.availabilityFormat }),
    until: z.union([z.null(), z.string().refine(isCalendarDay, adminMessages.returnDay)], { error: adminMessages.returnDay }).optional(),
  })
  .superRefine(({ away, until }, ctx) => {
    if (!until) return;
    if (!away) return ctx.addIssue({ code: 'custom', path: ['until'], message: adminMessages.returnWithoutAway });
    const today = parisToday();
    if (until <= today || until > addDays(today, RETURN_MAX_DAYS)) ctx.addIssue({ code: 'custom', path: ['until'], message: adminMessages.returnDay });
  });
export type AvailabilityInput = z.output<typeof availabilitySchema>;
