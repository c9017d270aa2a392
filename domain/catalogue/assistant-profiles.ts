import type { AssistantProfile } from './profile-types';
import { premiumProfiles } from './profiles-premium';
import { specialistProfiles } from './profiles-specialists';

export type { AssistantProfile } from './profile-types';

export const assistantProfiles: AssistantProfile[] = [...premiumProfiles, ...specialistProfiles];

/** Ids shown on the assistants list: only the four premium assistants pass its filter. */
export const listedAssistantIds = [1001, 1002, 1003, 1004] as const;

/** Profile for a raw URL segment: an integer id known to the list, else undefined. */
export function findProfile(rawId: string | undefined): AssistantProfile | undefined {
  if (!rawId || !/^\d+$/.test(rawId)) return undefined;
  const id = Number.parseInt(rawId, 10);
  return assistantProfiles.find((profile) => profile.id === id);
}

/** Similar employees that really exist, in the given order. */
export function similarProfiles(profile: AssistantProfile): AssistantProfile[] {
  return profile.similarEmployees.flatMap((id) => assistantProfiles.filter((p) => p.id === id));
}

export const profilePaths = assistantProfiles.map((profile) => `/employe/${profile.id}`);
