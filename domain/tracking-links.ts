import { z } from './validation/zod';

/** French messages of the tracking-link manager (back-office §5, §8), written once. */
export const trackingLinkMessages = {
  clientNameRequired: 'Le nom du client est obligatoire',
  tooLong: (n: number) => `Ce champ ne peut pas dépasser ${n} caractères`,
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
} as const;

const TRACKING_LIMITS = { clientName: 120, description: 500, utm: 100, search: 100 } as const;
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
});
export type TrackingLinkInput = z.output<typeof trackingLinkInputSchema>;
export type TrackingLinkFormValues = z.input<typeof trackingLinkInputSchema>;

export const trackingLinkSearchSchema = z.object({
  search: z.string().trim().max(TRACKING_LIMITS.search, trackingLinkMessages.tooLong(TRACKING_LIMITS.search)).default(''),
});

export const trackingLinkIdSchema = z.object({ id: z.coerce.number().int().positive() });

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

/** Where a followed link lands: the home page with its UTM parameters and its code. */
export function landingPath(link: { campaign: string; source: string; medium: string; trackingCode: string }): string {
  const query = new URLSearchParams();
  if (link.source) query.set('utm_source', link.source);
  if (link.medium) query.set('utm_medium', link.medium);
  if (link.campaign) query.set('utm_campaign', link.campaign);
  query.set('tc', link.trackingCode);
  return `/?${query.toString()}`;
}
