import { leadCampaignField } from '../validation/campaign-schema';
import { submissionIdField } from '../validation/submission-id';
import { z } from '../validation/zod';
import { messages } from '../validation/messages';
import { email, maxLength, type Rule } from '../validation/rules';
import { personFields } from '../validation/person-fields';
import { optionalText, requiredText } from '../validation/schema-helpers';
import { canonicalIntegrationName, INTEGRATION_PREFERENCES_MAX } from './integration-choices';
import { budgetValues, companySizeValues, manualTimeValues, sectors, urgencyValues } from './lead-options';

export const leadMessages = {
  choose: 'Veuillez choisir une option',
  teamSize: 'Indiquez un nombre entre 1 et 1000',
  integrationList: 'Les outils à connecter doivent être une liste de noms',
  integrationMax: `Choisissez au plus ${INTEGRATION_PREFERENCES_MAX} outils à connecter`,
  integrationUnknown: (name: string) => `Outil inconnu : ${name.slice(0, 60)}`,
} as const;

/**
 * The tools the visitor wants connected first (public-site §3 Lead): optional, names from the product's own
 * lists only, stored in the catalogue's spelling and without repeats.
 */
const integrationPreferencesSchema = z
  .array(z.string({ error: leadMessages.integrationList }).max(100, leadMessages.integrationList), { error: leadMessages.integrationList })
  .max(INTEGRATION_PREFERENCES_MAX, leadMessages.integrationMax)
  .superRefine((names, ctx) => {
    const unknown = names.find((name) => canonicalIntegrationName(name) === null);
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: leadMessages.integrationUnknown(unknown) });
  })
  .transform((names) => [...new Set(names.map((name) => canonicalIntegrationName(name) as string))])
  .default([]);

/** A required choice among fixed options; a blank value reads as 'required'. */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : leadMessages.choose) })
    .trim()
    .refine((v) => v !== '', messages.required)
    .refine((v): v is T[number] => (options as readonly string[]).includes(v), leadMessages.choose);

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .string({ error: leadMessages.choose })
    .trim()
    .default('')
    .refine((v) => v === '' || (options as readonly string[]).includes(v), leadMessages.choose);

const teamSizeRule: Rule = (value) => (value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1000) ? null : leadMessages.teamSize);

/** The technical team size arrives as the text of a number field, or a number through the API. */
const teamSize = z
  .union([z.number().int().transform(String), z.string()], { error: leadMessages.teamSize })
  .optional()
  .pipe(optionalText(teamSizeRule))
  .transform((v) => (v === '' ? null : Number(v)));

/** The three-step lead form of the super assistant (public-site §5); the API validates with it too. */
export const leadFormSchema = z.object({
  firstName: personFields.name,
  lastName: personFields.name,
  email: personFields.email,
  phone: personFields.phone,
  company: personFields.company,
  position: personFields.position,
  sector: choice(sectors as unknown as readonly [string, ...string[]]),
  companySize: choice(companySizeValues as unknown as readonly [string, ...string[]]),
  urgency: choice(urgencyValues as unknown as readonly [string, ...string[]]),
  budget: optionalChoice(budgetValues as unknown as readonly [string, ...string[]]),
  challenges: optionalText(maxLength(1000)),
  goals: optionalText(maxLength(1000)),
  timeSpentManual: optionalChoice(manualTimeValues as unknown as readonly [string, ...string[]]),
  teamSize,
  currentPain: optionalText(maxLength(500)),
});

/** Fields of each step, so a step is checked before moving on. */
export const leadFormSteps = [
  ['firstName', 'lastName', 'email', 'phone', 'company', 'position'],
  ['sector', 'companySize', 'urgency', 'budget', 'challenges', 'goals'],
  ['timeSpentManual', 'teamSize', 'currentPain'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof LeadFormInput>>;

/**
 * What the API receives: the form plus the scan's context. The server redoes
 * the detection from scanEmail instead of trusting tools sent by the browser; the visit's campaign and the sending's id are optional.
 */
export const leadSubmissionSchema = leadFormSchema.extend({
  scanEmail: requiredText(maxLength(254), email),
  assistantName: optionalText(maxLength(50)),
  analysisTimestamp: optionalText(maxLength(40)),
  integrationPreferences: integrationPreferencesSchema,
  campaign: leadCampaignField,
  submissionId: submissionIdField,
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadForm = z.output<typeof leadFormSchema>;
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;
