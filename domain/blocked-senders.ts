import { z } from './validation/zod';

/** Addresses whose contact messages and callback requests arrive set aside (docs/decisions/0579-blocked-senders.md). */
export const BLOCKED_SENDERS_MAX = 1000;

/** The author of the note a request gets when it arrives from a blocked address, or is cancelled by the blocking. */
export const BLOCKED_SENDER_AUTHOR = 'Expéditeur bloqué';

export const blockedSenderMessages = {
  email: 'Indiquez une adresse e-mail valide (254 caractères au plus)',
  notFound: 'Adresse bloquée introuvable',
  tooMany: `Vous avez atteint ${BLOCKED_SENDERS_MAX} adresses bloquées : débloquez-en une avant d'en ajouter.`,
  unblocked: 'Adresse débloquée : ses prochains messages arriveront comme les autres.',
  /** The answer to a blocking: what happens to the next messages, and how many waiting requests were cancelled. */
  blocked(email: string, cancelled: number, already: boolean) {
    const first = already
      ? `${email} était déjà bloquée.`
      : `${email} est bloquée : ses prochains messages seront classés annulés, sans notification ni accusé de réception.`;
    if (cancelled === 0) return first;
    return `${first} ${cancelled === 1 ? '1 demande en attente a été annulée.' : `${cancelled} demandes en attente ont été annulées.`}`;
  },
  /** The note of a request that arrived from a blocked address. */
  arrivedBlocked: "Classée annulée à son arrivée : l'adresse de l'expéditeur est bloquée. Aucune notification ni accusé de réception n'a été envoyé.",
  /** The note of a waiting request cancelled when its address was blocked. */
  cancelledByBlocking: (by: string) => `Annulée : l'adresse de l'expéditeur a été bloquée${by ? ` par ${by}` : ''}.`,
} as const;

/** The address as it is compared: spaces around it and its case aside. */
export const blockedSenderKey = (email: string) => email.trim().toLowerCase();

/** POST /api/admin/blocked-senders: the address to block. */
export const blockSenderSchema = z.object({
  email: z
    .string({ error: blockedSenderMessages.email })
    .trim()
    .toLowerCase()
    .max(254, blockedSenderMessages.email)
    .pipe(z.email({ error: blockedSenderMessages.email })),
});
export type BlockSenderInput = z.input<typeof blockSenderSchema>;
