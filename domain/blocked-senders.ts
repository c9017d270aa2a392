import { emailDomains } from './validation/field-suggestions';
import { z } from './validation/zod';

/**
 * Addresses, and domains written '@exemple.com', whose contact messages and callback requests arrive set aside
 * (docs/decisions/0579-blocked-senders.md, 0581-blocked-domains.md).
 */
export const BLOCKED_SENDERS_MAX = 1000;

/** The author of the note a request gets when it arrives from a blocked address, or is cancelled by the blocking. */
export const BLOCKED_SENDER_AUTHOR = 'Expéditeur bloqué';

/** A blocked entry is a whole domain when it starts with '@'. */
export const isBlockedDomain = (entry: string) => entry.startsWith('@');

/** What an entry is called in a sentence: « l'adresse x » or « le domaine @x ». */
const named = (entry: string) => (isBlockedDomain(entry) ? `Le domaine ${entry}` : entry);

export const blockedSenderMessages = {
  email: 'Indiquez une adresse e-mail valide, ou un domaine précédé de @ (254 caractères au plus)',
  publicDomain: 'Ce domaine est celui d’une messagerie grand public : bloquez l’adresse plutôt que tout le domaine.',
  notFound: 'Adresse bloquée introuvable',
  tooMany: `Vous avez atteint ${BLOCKED_SENDERS_MAX} adresses bloquées : débloquez-en une avant d'en ajouter.`,
  unblocked: 'Débloquée : ses prochains messages arriveront comme les autres.',
  /** The answer to a blocking: what happens to the next messages, and how many waiting requests were cancelled. */
  blocked(entry: string, cancelled: number, already: boolean) {
    const domain = isBlockedDomain(entry);
    const first = already
      ? `${named(entry)} était déjà ${domain ? 'bloqué' : 'bloquée'}.`
      : domain
        ? `${named(entry)} est bloqué : les prochains messages de ses adresses seront classés annulés, sans notification ni accusé de réception.`
        : `${entry} est bloquée : ses prochains messages seront classés annulés, sans notification ni accusé de réception.`;
    if (cancelled === 0) return first;
    return `${first} ${cancelled === 1 ? '1 demande en attente a été annulée.' : `${cancelled} demandes en attente ont été annulées.`}`;
  },
  /** The note of a request that arrived from a blocked address, or from an address of a blocked domain. */
  arrivedBlocked: (entry: string) =>
    `Classée annulée à son arrivée : ${isBlockedDomain(entry) ? `le domaine ${entry} est bloqué` : "l'adresse de l'expéditeur est bloquée"}. Aucune notification ni accusé de réception n'a été envoyé.`,
  /** The note of a waiting request cancelled when its address, or its domain, was blocked. */
  cancelledByBlocking: (entry: string, by: string) =>
    `Annulée : ${isBlockedDomain(entry) ? `le domaine ${entry} a été bloqué` : "l'adresse de l'expéditeur a été bloquée"}${by ? ` par ${by}` : ''}.`,
} as const;

/** The address as it is compared: spaces around it and its case aside. */
export const blockedSenderKey = (email: string) => email.trim().toLowerCase();

/** The entry that blocks every address of the domain of `email`: '@exemple.com'. */
export const domainEntryOf = (email: string) => {
  const key = blockedSenderKey(email);
  return key.slice(key.lastIndexOf('@'));
};

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const publicDomains = new Set<string>(emailDomains);

/**
 * POST /api/admin/blocked-senders: the address to block, or a whole domain written '@exemple.com' (a domain of the
 * webmails visitors use refused: it would set aside real leads).
 */
export const blockSenderSchema = z.object({
  email: z
    .string({ error: blockedSenderMessages.email })
    .trim()
    .toLowerCase()
    .max(254, blockedSenderMessages.email)
    .refine((entry) => (isBlockedDomain(entry) ? DOMAIN.test(entry.slice(1)) : z.email().safeParse(entry).success), blockedSenderMessages.email)
    .refine((entry) => !isBlockedDomain(entry) || !publicDomains.has(entry.slice(1)), blockedSenderMessages.publicDomain),
});
export type BlockSenderInput = z.input<typeof blockSenderSchema>;
