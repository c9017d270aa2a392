import { MAX_ROW_ID } from './validation/row-id';
import { z } from './validation/zod';

/** French messages of the QR code generator (back-office §5, §8), written once. */
export const qrMessages = {
  nameAndUrlRequired: 'Veuillez spécifier un nom et une URL',
  loadError: 'Erreur lors du chargement des QR codes',
  saveError: 'Erreur lors de la sauvegarde du QR code',
  deleteError: 'Erreur lors de la suppression du QR code',
  connectionError: 'Erreur de connexion au serveur',
  downloadError: 'Erreur lors du téléchargement',
  svgDownloadError: 'Erreur lors du téléchargement SVG',
  saved: 'QR code sauvegardé avec succès',
  deleted: 'QR code supprimé avec succès',
  downloaded: 'QR code téléchargé',
  svgDownloaded: 'QR code SVG téléchargé',
  loaded: 'QR code chargé',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce QR code?',
  empty: 'Aucun QR code sauvegardé',
  notFound: 'QR code introuvable',
  size: 'La taille doit être comprise entre 100 et 800 pixels',
  margin: 'La marge doit être comprise entre 0 et 20',
  logoSize: 'La taille du logo doit être comprise entre 10 et 30 %',
  color: 'Couleur invalide (format #rrggbb attendu)',
  errorLevel: 'Niveau de correction invalide (L, M, Q ou H)',
  includeLogo: 'Indiquez si le logo est inclus : true ou false',
  borderSize: 'La bordure doit être un nombre entier de 0 à 100',
  tooLong: (n: number) => `Ce champ ne peut pas dépasser ${n} caractères`,
  imageNotPng: "L'image du QR code doit être un PNG valide",
  imageTooLarge: "L'image du QR code est trop volumineuse",
  imageSize: "Les dimensions de l'image du QR code sont invalides",
  tooMuchText: 'Texte trop long pour un QR code',
  linkNotFound: 'Le lien de tracking choisi est introuvable',
  linkUrl: "Un QR code fait d'un lien de tracking doit encoder l'adresse de scan de ce lien",
  urlTooDense: 'Adresse trop longue (500 caractères au plus) : le QR code serait trop dense pour être scanné',
} as const;

export const QR_LIMITS = {
  size: { min: 100, max: 800 },
  margin: { min: 0, max: 20 },
  logoSize: { min: 10, max: 30 },
  name: 100,
  /** A longer text makes modules too small to scan at the offered sizes (docs/decisions/0331-qr-url-bound.md). */
  url: 500,
  /** Codes stored before the bound above keep being listed. */
  storedUrl: 1000,
  /** Decoded bytes of the stored PNG. */
  imageBytes: 512 * 1024,
  /** Width and height of the stored PNG: a long text may need more pixels than the chosen size. */
  imagePixels: { min: 21, max: 2048 },
} as const;

export const QR_ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorLevel = (typeof QR_ERROR_LEVELS)[number];
export const qrErrorLevelLabels: Record<QrErrorLevel, string> = { L: 'L (7 %)', M: 'M (15 %)', Q: 'Q (25 %)', H: 'H (30 %)' };

/** Border added on each side of a downloaded PNG or SVG (back-office §9). */
export const QR_EXPORT_BORDER = 20;

/** Back-office §9 defaults; the URL is the site's home page, known only at run time. */
export const qrDefaults = {
  name: '',
  fgColor: '#60a5fa',
  bgColor: '#1f2937',
  size: 200,
  margin: 4,
  errorLevel: 'M' as QrErrorLevel,
  includeLogo: true,
  logoSize: 24,
  borderSize: QR_EXPORT_BORDER,
};

/** The 'H / 30' reading (docs/decisions/0201): the strongest correction with the largest logo, for print. */
export const qrPrintPreset = { errorLevel: 'H' as QrErrorLevel, logoSize: 30 };

const hexColor = z.string({ error: qrMessages.color }).regex(/^#[0-9a-fA-F]{6}$/, qrMessages.color);
const boundedInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The settings of a code, shared by the form and the server. */
const qrSettingsSchema = z.object({
  name: z.string({ error: qrMessages.nameAndUrlRequired }).trim().min(1, qrMessages.nameAndUrlRequired).max(QR_LIMITS.name, qrMessages.tooLong(QR_LIMITS.name)),
  url: z.string({ error: qrMessages.nameAndUrlRequired }).trim().min(1, qrMessages.nameAndUrlRequired).max(QR_LIMITS.storedUrl, qrMessages.urlTooDense),
  fgColor: hexColor,
  bgColor: hexColor,
  size: boundedInt(QR_LIMITS.size.min, QR_LIMITS.size.max, qrMessages.size),
  margin: boundedInt(QR_LIMITS.margin.min, QR_LIMITS.margin.max, qrMessages.margin),
  includeLogo: z.boolean({ error: qrMessages.includeLogo }),
  logoSize: boundedInt(QR_LIMITS.logoSize.min, QR_LIMITS.logoSize.max, qrMessages.logoSize),
  errorLevel: z.enum(QR_ERROR_LEVELS, { error: qrMessages.errorLevel }),
  borderSize: boundedInt(0, 100, qrMessages.borderSize).default(QR_EXPORT_BORDER),
});
export type QrSettings = z.output<typeof qrSettingsSchema>;

/**
 * POST /api/admin/qr-codes (back-office §7): the settings and the PNG in `data`, as a data URL. §7 does not list
 * `margin`, so it is optional with the §9 default.
 */
export const newQrCodeSchema = qrSettingsSchema.extend({
  url: z.string({ error: qrMessages.nameAndUrlRequired }).trim().min(1, qrMessages.nameAndUrlRequired).max(QR_LIMITS.url, qrMessages.urlTooDense),
  margin: boundedInt(QR_LIMITS.margin.min, QR_LIMITS.margin.max, qrMessages.margin).default(qrDefaults.margin),
  data: z.string({ error: qrMessages.imageNotPng }).max(Math.ceil((QR_LIMITS.imageBytes * 4) / 3) + 100, qrMessages.imageTooLarge),
  /** Optional: the tracking link the code is made from; `url` must then be that link's scan address. */
  trackingLinkId: z.number({ error: qrMessages.linkNotFound }).int(qrMessages.linkNotFound).positive(qrMessages.linkNotFound).max(MAX_ROW_ID, qrMessages.linkNotFound).optional(),
});
export type NewQrCode = z.output<typeof newQrCodeSchema>;


export const savedQrCodeSchema = qrSettingsSchema.extend({
  id: z.number().int(),
  dataUrl: z.string(),
  createdAt: z.string(),
  /** The tracking link the code encodes, with its scans; null for a code made from any other text or a deleted link. */
  trackingLink: z
    .object({ id: z.number().int(), clientName: z.string(), trackingCode: z.string(), scanCount: z.number().int(), clickCount: z.number().int() })
    .nullable(),
});
export type SavedQrCode = z.output<typeof savedQrCodeSchema>;
