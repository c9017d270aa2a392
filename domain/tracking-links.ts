import { destinationMessages, destinationProblem, hostAllowed, parseDestination, withCampaign } from './tracking-link-destination';
import { z } from './validation/zod';

/** French messages of the tracking-link manager (back-office §5, §8), written once. */
export const trackingLinkMessages = {
  clientNameRequired: 'Le nom du client est obligatoire',
  tooLong: (n: number) => `Ce champ ne peut pas dépasser ${n} caractères`,
  search: (n: number) => `La recherche doit être un seul texte de ${n} caractères au plus`,
  loadError: 'Erreur lors du chargement des liens',
  saveError: "Erreur lors de l'enregistrement du lien",
  deleteError: 'Erreur lors de la suppression du lien',
  toggleError: 'Erreur lors de la modification du statut',
  created: 'Lien créé avec succès',
  updated: 'Lien modifié avec succès',
  deleted: 'Lien supprimé avec succès',
  copied: 'Lien copié dans le presse-papier',
  toggled: (active: boolean) => (active ? 'Lien activé' : 'Lien désactivé'),
  notFound: 'Lien de tracking introuvable',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce lien ?',
  empty: 'Aucun lien de tracking trouvé',
  slugFormat: "L'identifiant personnalisé doit contenir de 3 à 50 caractères parmi a-z, 0-9 et -",
  slugTaken: 'Cet identifiant personnalisé est déjà utilisé par un autre lien',
  slugFixed: "L'identifiant d'un lien existant ne peut pas être modifié : les adresses déjà diffusées ne fonctionneraient plus",
  expiresAt: "La date d'expiration doit être une date et une heure valides (ISO 8601 avec fuseau)",
} as const;

/** A chosen slug: it becomes the link's code, so /t/{slug} works and leads carry it. */
export const SLUG_FORMAT = /^[a-z0-9-]{3,50}$/;

/** Why a chosen slug cannot be used as it is written, null when its form is right (it is compared lower-cased). */
export const slugFormatProblem = (slug: string): string | null =>
  SLUG_FORMAT.test(slug.trim().toLowerCase()) ? null : trackingLinkMessages.slugFormat;

/** `GET /api/admin/tracking-links/slug-check`: the slug typed so far. */
export const slugCheckQuery = z.object({ slug: z.string({ error: trackingLinkMessages.slugFormat }).max(200, trackingLinkMessages.slugFormat) });

export const TRACKING_LIMITS = { clientName: 120, description: 500, utm: 100, search: 100 } as const;
export const TOP_PERFORMERS = 5;
/** Days shown in a link's chart of clicks per day. */
export const CLICK_HISTORY_DAYS = 30;
/** The marker a QR code adds to its link, so scans are counted apart from clicks. */
export const QR_SCAN_MARKER = 'qr';

const optional = (max: number) =>
  z
    .string({ error: trackingLinkMessages.tooLong(max) })
    .trim()
    .max(max, trackingLinkMessages.tooLong(max))
    .default('');

/** POST /api/admin/tracking-links and PUT …/{id}: the client's name is required, the rest optional (§5). */
export const trackingLinkInputSchema = z.object({
  clientName: z
    .string({ error: trackingLinkMessages.clientNameRequired })
    .trim()
    .min(1, trackingLinkMessages.clientNameRequired)
    .max(TRACKING_LIMITS.clientName, trackingLinkMessages.tooLong(TRACKING_LIMITS.clientName)),
  description: optional(TRACKING_LIMITS.description),
  campaign: optional(TRACKING_LIMITS.utm),
  source: optional(TRACKING_LIMITS.utm),
  medium: optional(TRACKING_LIMITS.utm),
  /** A path of this site with its query, or an https address on an allowed domain; '' is the home page. Absent on PUT: unchanged. */
  destination: z
    .string({ error: destinationMessages.format })
    .trim()
    .superRefine((text, ctx) => {
      const problem = destinationProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /** Chosen instead of a random code, on creation only. */
  slug: z
    .string({ error: trackingLinkMessages.slugFormat })
    .trim()
    .toLowerCase()
    .refine((text) => text === '' || SLUG_FORMAT.test(text), trackingLinkMessages.slugFormat)
    .optional(),
  /** After this instant the link sends visitors to the home page without counting; null never expires. Absent on PUT: unchanged. */
  expiresAt: z.union([z.iso.datetime({ offset: true, error: trackingLinkMessages.expiresAt }), z.null()], { error: trackingLinkMessages.expiresAt }).optional(),
});
export type TrackingLinkInput = z.output<typeof trackingLinkInputSchema>;
export type TrackingLinkFormValues = z.input<typeof trackingLinkInputSchema>;

export const trackingLinkSearchSchema = z.object({
  search: z.string({ error: trackingLinkMessages.search(TRACKING_LIMITS.search) }).trim().max(TRACKING_LIMITS.search, trackingLinkMessages.search(TRACKING_LIMITS.search)).default(''),
});


/** A link as the API answers it (back-office §3). */
export const trackingLinkSchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  description: z.string(),
  campaign: z.string(),
  source: z.string(),
  medium: z.string(),
  trackingCode: z.string(),
  clickCount: z.number().int(),
  scanCount: z.number().int(),
  /** Contact messages, callback requests and super-assistant leads sent after landing from the link. */
  leadCount: z.number().int(),
  isActive: z.boolean(),
  /** '' when the link lands on the home page. */
  destination: z.string(),
  expiresAt: z.string().nullable(),
  fullUrl: z.string(),
  createdAt: z.string(),
});
export type TrackingLink = z.output<typeof trackingLinkSchema>;

export const trackingStatisticsSchema = z.object({
  statistics: z.object({ totalLinks: z.number().int(), activeLinks: z.number().int(), totalClicks: z.number().int() }),
  topPerformers: z.array(z.object({ id: z.number().int(), clientName: z.string(), clickCount: z.number().int() })),
});
export type TrackingStatistics = z.output<typeof trackingStatisticsSchema>;

export const clickHistorySchema = z.object({
  days: z.array(z.object({ day: z.string(), clicks: z.number().int(), scans: z.number().int() })),
});
export type ClickHistory = z.output<typeof clickHistorySchema>;

/** Lower case without accents: 'Événement' and 'evenement' match each other. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The short public address of a link. */
export function trackingLinkUrl(publicUrl: string, trackingCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/t/${encodeURIComponent(trackingCode)}`;
}

interface LandingLink {
  campaign: string;
  source: string;
  medium: string;
  trackingCode: string;
  destination?: string;
}

/**
 * Where a followed link lands: its destination (the home page without one) with its UTM parameters and its
 * code merged into the query. An https destination whose domain is no longer allowed lands on the home page.
 */
export function landingPath(link: LandingLink, allowedDomains: readonly string[] = []): string {
  const query = new URLSearchParams();
  if (link.source) query.set('utm_source', link.source);
  if (link.medium) query.set('utm_medium', link.medium);
  if (link.campaign) query.set('utm_campaign', link.campaign);
  query.set('tc', link.trackingCode);
  const destination = parseDestination(link.destination ?? '');
  if (destination?.kind === 'path' || (destination?.kind === 'external' && hostAllowed(destination.host, allowedDomains)))
    return withCampaign(destination.address, query);
  return `/?${query.toString()}`;
}
