/**
 * Addresses inside the back-office that an e-mail or a colleague may send (docs/decisions/0371-back-office-links.md):
 * `/admin#pipeline` opens the prospects on their pipeline, `/admin#prospect-42` the record of prospect 42,
 * `/admin#demande-7` the contact message or callback request 7; any other `#id` is a section of the page.
 */
export const PIPELINE_HASH = 'pipeline';
export const prospectHash = (id: number): string => `prospect-${id}`;
export const requestHash = (id: number): string => `demande-${id}`;

const REQUEST = /^demande-(\d{1,9})$/;

/** The inbox request a `#hash` names, or null. */
export function requestLinkOf(hash: string): number | null {
  const match = REQUEST.exec(hash.replace(/^#/, ''));
  return match ? Number(match[1]) : null;
}

export interface ProspectLink {
  view: 'table' | 'board';
  prospectId: number | null;
}

const PROSPECT = /^prospect-(\d{1,9})$/;

/** What a `#hash` asks of the prospects, or null when it names something else. */
export function prospectLinkOf(hash: string): ProspectLink | null {
  const id = hash.replace(/^#/, '');
  if (id === PIPELINE_HASH) return { view: 'board', prospectId: null };
  const match = PROSPECT.exec(id);
  return match ? { view: 'table', prospectId: Number(match[1]) } : null;
}

/** The `#hash` carried through the login page: a section or record id only, anything else dropped. */
export const keptHash = (hash: string): string => (/^#[a-z0-9-]{1,60}$/i.test(hash) ? hash : '');

/** The full address of a back-office link, for an e-mail. */
export const adminLink = (publicUrl: string, hash: string): string => `${publicUrl}/admin#${hash}`;
