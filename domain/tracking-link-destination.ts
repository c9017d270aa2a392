// No zod here: the redirect's hot path and the admin form both import this file.

/** Longest destination kept: a path with its query, or an https address. */
export const DESTINATION_MAX = 2000;
/** The parameters a tracking link writes into its landing address; any copy already in the destination is replaced. */
const CAMPAIGN_KEYS = new Set(['utm_source', 'utm_medium', 'utm_campaign', 'tc']);
// Whitespace, backslashes (read as / by browsers) and control characters.
const UNSAFE = /[\s\\\p{Cc}]/u;
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

export const destinationMessages = {
  format: 'La destination doit être un chemin du site commençant par / ou une adresse https://',
  tooLong: `La destination ne peut pas dépasser ${DESTINATION_MAX} caractères`,
  loop: 'La destination ne peut pas être un autre lien de tracking',
  notAllowed: (host: string) => `Le domaine ${host} n'est pas autorisé : ajoutez-le dans Paramètres > Domaines de redirection`,
} as const;

export type Destination = { kind: 'home' } | { kind: 'path'; address: string } | { kind: 'external'; address: string; host: string };

/** Reads a stored or typed destination: '' is the home page; null when it is neither a safe path nor an https address. */
export function parseDestination(text: string): Destination | null {
  if (text === '') return { kind: 'home' };
  if (text.length > DESTINATION_MAX || UNSAFE.test(text)) return null;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(text, PLACEHOLDER_ORIGIN);
    } catch {
      return null;
    }
    if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname === '/t' || url.pathname.startsWith('/t/')) return null;
    return { kind: 'path', address: text };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !url.hostname.includes('.')) return null;
  return { kind: 'external', address: url.href, host: url.hostname };
}

/** Why a typed destination is refused, or null when its form is right (the allow-list is checked apart). */
export function destinationProblem(text: string): string | null {
  if (text.length > DESTINATION_MAX) return destinationMessages.tooLong;
  if (parseDestination(text)) return null;
  return /^\/t(\/|$|\?)/.test(text) ? destinationMessages.loop : destinationMessages.format;
}

/** A host is allowed when it is on the list or under a domain of the list ('partenaire.fr' allows 'www.partenaire.fr'). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

const keyOf = (part: string) => {
  const name = (part.split('=')[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** The destination with the campaign's parameters added to its query: each appears once, the link's value wins. */
export function withCampaign(destination: string, campaign: URLSearchParams): string {
  const hashAt = destination.indexOf('#');
  const hash = hashAt >= 0 ? destination.slice(hashAt) : '';
  const rest = hashAt >= 0 ? destination.slice(0, hashAt) : destination;
  const queryAt = rest.indexOf('?');
  const base = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const kept = (queryAt >= 0 ? rest.slice(queryAt + 1) : '').split('&').filter((part) => part !== '' && !CAMPAIGN_KEYS.has(keyOf(part)));
  const added = campaign.toString();
  const query = [...kept, ...(added ? [added] : [])].join('&');
  return `${base}${query ? `?${query}` : ''}${hash}`;
}
