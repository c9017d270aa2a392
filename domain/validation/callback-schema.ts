import { isOpenAt, OPENING_HOURS_TEXT } from '../response-promises';
import { leadCampaignField } from './campaign-schema';
import { submissionIdField } from './submission-id';
import { z } from './zod';
import { companyName, contactPhone, email, maxLength, personName } from './rules';
import { optionalText, requiredText } from './schema-helpers';
import { DAY_MS } from '../calendar-day';

export const callbackMessages = {
  preferredTimeInvalid: 'Veuillez choisir une date et une heure valides',
  preferredTimePast: 'Le créneau souhaité doit être dans le futur',
  preferredTimeTooFar: 'Choisissez un créneau dans les 60 prochains jours',
  preferredTimeClosed: `Choisissez un créneau ${OPENING_HOURS_TEXT} (heure de Paris), hors jours fériés`,
} as const;

export const CALLBACK_HORIZON_DAYS = 60;

/**
 * A preferred slot is optional; when given it must be a real moment in the
 * future, within the agency's opening hours. The form sends a datetime-local value, read in the visitor's time
 * zone, and the output is always an ISO instant so the server never guesses.
 */
const preferredTime = z
  .string({ error: callbackMessages.preferredTimeInvalid })
  .trim()
  .max(40, callbackMessages.preferredTimeInvalid)
  .default('')
  .transform((value, ctx) => {
    if (value === '') return null;
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: callbackMessages.preferredTimeInvalid });
      return z.NEVER;
    }
    const now = Date.now();
    if (at.getTime() <= now) {
      ctx.addIssue({ code: 'custom', message: callbackMessages.preferredTimePast });
      return z.NEVER;
    }
    if (at.getTime() > now + CALLBACK_HORIZON_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', message: callbackMessages.preferredTimeTooFar });
      return z.NEVER;
    }
    // A call promised at a time the agency is closed would be a promise broken (docs/decisions/0492-callback-slots-in-opening-hours.md).
    if (!isOpenAt(at)) {
      ctx.addIssue({ code: 'custom', message: callbackMessages.preferredTimeClosed });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** The 'Être rappelé sous 24h' form and POST /api/callback-requests share this schema. */
export const callbackSchema = z.object({
  name: requiredText(personName),
  phone: requiredText(contactPhone),
  email: optionalText(maxLength(254), email),
  company: optionalText(companyName),
  preferredTime,
});

/** What POST /api/callback-requests reads: the form plus the visit's campaign and the browser's id of this sending, optional. */
export const callbackSubmissionSchema = callbackSchema.extend({ campaign: leadCampaignField, submissionId: submissionIdField });

export type CallbackInput = z.input<typeof callbackSchema>;
export type CallbackRequestInput = z.output<typeof callbackSchema>;
export type CallbackSubmission = z.output<typeof callbackSubmissionSchema>;
