import { leadCampaignField } from './campaign-schema';
import { submissionIdField } from './submission-id';
import { z } from './zod';
import { companyName, contactPhone, email, maxLength, messageText, personName } from './rules';
import { optionalText, requiredText } from './schema-helpers';

export const CONTACT_MESSAGE_MIN = 10;

/** The project-brief form and POST /api/contact share this schema (public-site §5, §7). */
export const contactSchema = z.object({
  name: requiredText(personName),
  email: requiredText(maxLength(254), email),
  company: optionalText(companyName),
  phone: optionalText(contactPhone),
  subject: optionalText(maxLength(200)),
  message: requiredText(messageText(CONTACT_MESSAGE_MIN)),
});

/** What POST /api/contact reads: the form plus the visit's campaign and the browser's id of this sending, optional. */
export const contactSubmissionSchema = contactSchema.extend({ campaign: leadCampaignField, submissionId: submissionIdField });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
