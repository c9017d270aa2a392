/** Display limits of the catalogue cards (spec §2 Catalogue, §9). */
export const cardLimits = {
  premiumTools: 6,
  premiumSkills: 4,
  otherSkills: 3,
  otherTriggers: 3,
  chips: 6,
  featuredWorkflows: 6,
  suggestions: 5,
  suggestionMinLength: 2,
  selection: 10,
} as const;

/** The first `max` entries and how many are left over (the '+N autres' count). */
export function takeWithRest<T>(list: readonly T[], max: number): { shown: T[]; rest: number } {
  return { shown: list.slice(0, max), rest: Math.max(0, list.length - max) };
}
