/** Commit types derived from the message, checked in the order of back-office §4. */
export const commitTypes = [
  { type: 'fix', label: 'Corrections', keywords: /\b(fix(es|ed)?|bug|correct(s|ed|ion)?|corrig\w*|repair\w*|hotfix)\b/i },
  { type: 'feature', label: 'Fonctionnalités', keywords: /\b(feat(ure)?s?|add(s|ed)?|ajout\w*|new|nouve\w*|implement\w*|introduc\w*)\b/i },
  { type: 'refactor', label: 'Refactorisation', keywords: /\b(refactor\w*|restructur\w*|simplif\w*|renam\w*|mov(e|es|ed)|extract\w*|split\w*)\b/i },
  { type: 'docs', label: 'Documentation', keywords: /\b(docs?|documentation|readme|guide)\b/i },
  { type: 'style', label: 'Style', keywords: /\b(style|format\w*|lint\w*|css|prettier)\b/i },
  { type: 'test', label: 'Tests', keywords: /\b(tests?|spec|e2e|vitest|playwright)\b/i },
  { type: 'chore', label: 'Maintenance', keywords: /\b(chore|deps?|dependenc\w*|bump|build|ci|config\w*|upgrade)\b/i },
] as const;

export type CommitType = (typeof commitTypes)[number]['type'] | 'other';

export const commitTypeLabels: Record<CommitType, string> = {
  ...(Object.fromEntries(commitTypes.map((t) => [t.type, t.label])) as Record<Exclude<CommitType, 'other'>, string>),
  other: 'Autres',
};

/** The first type, in §4 order, whose keywords appear in the message; 'other' otherwise. */
export function commitTypeOf(message: string): CommitType {
  return commitTypes.find((t) => t.keywords.test(message))?.type ?? 'other';
}
