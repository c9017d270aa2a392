import { settingsSchema, type Settings } from '../settings/settings-schema';
import { z } from '../validation/zod';

const settingName = z.enum(Object.keys(settingsSchema.shape) as [keyof Settings, ...Array<keyof Settings>]);

/** The settings with who changed them last and their history (back-office §2.18). */
export const settingsOverviewAnswer = z.object({
  success: z.literal(true),
  settings: settingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  history: z.array(z.object({ setting: settingName, oldValue: z.string().nullable(), newValue: z.string(), changedBy: z.string(), changedAt: z.string() })),
});
export type SettingsOverview = z.output<typeof settingsOverviewAnswer>;

export const settingsSavedAnswer = settingsOverviewAnswer.extend({ message: z.string() });
export type SettingsSaved = z.output<typeof settingsSavedAnswer>;

/** The https domains tracking links may point to. */
export const redirectDomainsAnswer = z.object({ success: z.literal(true), domains: z.array(z.string()) });
export const redirectDomainsSavedAnswer = redirectDomainsAnswer.extend({ message: z.string() });

/** The days the agency closes besides weekends and public holidays (docs/decisions/0501-agency-closures.md). */
const agencyClosure = z.object({ from: z.string(), to: z.string(), label: z.string() });
export const agencyClosuresAnswer = z.object({ success: z.literal(true), closures: z.array(agencyClosure) });
export const agencyClosuresSavedAnswer = agencyClosuresAnswer.extend({ message: z.string() });
