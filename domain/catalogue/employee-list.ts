import { assistantProfiles, listedAssistantIds, type AssistantProfile } from './assistant-profiles';
import { compareFrenchNames } from '../french-collation';
import { normalize } from './filters';
import { premiumAssistants } from './premium-assistants';

export const ALL_SKILLS = 'all';
export const READY_TO_USE = 'ready';

const listed = new Set<number>(listedAssistantIds);
/** Assistants sold as a ready-made pack (DAF, DC, DM, Offre E-C). */
const readyToUse = new Set(premiumAssistants.filter((a) => a.packType).map((a) => a.profileId));

/** The profiles the list page may show: only the four premium assistants pass. */
export const listedProfiles: AssistantProfile[] = assistantProfiles.filter((profile) => listed.has(profile.id));

/** Options of the skill dropdown: all, ready-to-use, then each distinct skill except templates. */
export function skillOptions(profiles: readonly AssistantProfile[] = listedProfiles): { value: string; label: string }[] {
  const skills = [...new Set(profiles.flatMap((p) => p.skills.map((s) => s.name)))]
    .filter((name) => !/template/i.test(name))
    .sort(compareFrenchNames);
  return [
    { value: ALL_SKILLS, label: 'Toutes les compétences' },
    { value: READY_TO_USE, label: 'Assistants prêts à l’emploi' },
    ...skills.map((name) => ({ value: name, label: name })),
  ];
}

/** Listed profiles whose name or specialty contains the search and that have the chosen skill. */
export function filterEmployees(search: string, skill: string, profiles: readonly AssistantProfile[] = listedProfiles): AssistantProfile[] {
  const query = normalize(search);
  return profiles.filter((p) => {
    const text = query === '' || normalize(p.name).includes(query) || normalize(p.role).includes(query);
    const hasSkill =
      skill === ALL_SKILLS || (skill === READY_TO_USE ? readyToUse.has(p.id) : p.skills.some((s) => s.name === skill));
    return text && hasSkill;
  });
}

export function employeeCountLabel(count: number): string {
  if (count === 0) return 'Aucun assistant trouvé';
  return count === 1 ? '1 assistant trouvé' : `${count} assistants trouvés`;
}
