import { unzipSync } from 'fflate';
import { z } from './validation/zod';

/**
 * Files joined to an e-mail the agency writes to a person (docs/decisions/0470-email-attachments.md): a quote in
 * PDF, a mock-up in PNG, JPEG or WebP, a contract or a budget from Word, Excel, PowerPoint or LibreOffice
 * (docs/decisions/0471-office-documents-joined.md). What a file is comes from its bytes, never from its name or
 * its browser's word, and its name must say the same.
 */
export const ATTACHMENT_LIMITS = {
  files: 3,
  /** Per file, and for the files of one e-mail together. */
  bytes: 5 * 1024 * 1024,
  totalBytes: 10 * 1024 * 1024,
  nameLength: 150,
} as const;

export const ATTACHMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/webp': { label: 'WebP', extensions: ['webp'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'Word', extensions: ['docx'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'Excel', extensions: ['xlsx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { label: 'PowerPoint', extensions: ['pptx'] },
  'application/vnd.oasis.opendocument.text': { label: 'OpenDocument texte', extensions: ['odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { label: 'OpenDocument classeur', extensions: ['ods'] },
  'application/vnd.oasis.opendocument.presentation': { label: 'OpenDocument présentation', extensions: ['odp'] },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** What the file picker offers. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(',');

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} Mo`;

export const attachmentMessages = {
  tooMany: `Trois pièces jointes au plus par e-mail (${ATTACHMENT_LIMITS.files}).`,
  name: 'Le nom de la pièce jointe est invalide.',
  content: 'Le contenu d’une pièce jointe est illisible.',
  tooLarge: (name: string) => `La pièce jointe « ${name} » dépasse ${megabytes(ATTACHMENT_LIMITS.bytes)}.`,
  totalTooLarge: `Les pièces jointes dépassent ${megabytes(ATTACHMENT_LIMITS.totalBytes)} au total.`,
  empty: (name: string) => `La pièce jointe « ${name} » est vide.`,
  unknownType: (name: string) =>
    `La pièce jointe « ${name} » n’est pas un fichier PDF, PNG, JPEG, WebP, Word, Excel, PowerPoint ou OpenDocument (sans macros).`,
  nameMismatch: (name: string, type: AttachmentType) =>
    `La pièce jointe « ${name} » est un fichier ${ATTACHMENT_TYPES[type].label} : son nom doit finir par .${ATTACHMENT_TYPES[type].extensions[0]}.`,
  notFound: 'Pièce jointe introuvable.',
  list: 'Les pièces jointes sont une liste de fichiers, chacun avec son nom et son contenu.',
} as const;

/** A file's name without what it may not hold: a folder's separator or a control character. */
export const withoutUnsafeChars = (name: string) =>
  [...name].filter((char) => char !== '/' && char !== '\\' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('');

/** base64 grows a file by a third: no file's text is longer than all files' bound (each one's is checked by name after). */
const MAX_BASE64_LENGTH = Math.ceil(ATTACHMENT_LIMITS.totalBytes / 3) * 4;

/** One file as the composer sends it: its name and its bytes in base64. */
export const attachmentInputSchema = z.object({
  name: z
    .string({ error: attachmentMessages.name })
    .trim()
    .min(1, attachmentMessages.name)
    .max(ATTACHMENT_LIMITS.nameLength, attachmentMessages.name)
    // No folder and no control character: the name is shown and sent as it is.
    .refine((name) => withoutUnsafeChars(name) === name, attachmentMessages.name),
  content: z.base64({ error: attachmentMessages.content }).max(MAX_BASE64_LENGTH, { error: attachmentMessages.totalTooLarge }),
}, { error: attachmentMessages.list });
export type AttachmentInput = z.output<typeof attachmentInputSchema>;

/** The files of one e-mail, optional: a client that sends none is unchanged. */
export const attachmentsSchema = z.array(attachmentInputSchema, { error: attachmentMessages.list }).max(ATTACHMENT_LIMITS.files, attachmentMessages.tooMany).optional();

/**
 * A request's body with files holds them in base64 plus the e-mail's own fields; a file's worth above the total's
 * bound, so that files a little too large together hear why in French rather than a bare 413.
 */
export const ATTACHMENTS_BODY_LIMIT = Math.ceil((ATTACHMENT_LIMITS.totalBytes + ATTACHMENT_LIMITS.bytes) / 3) * 4 + 64 * 1024;

/** A file joined to an e-mail, as a thread or a timeline lists it (never its bytes). */
export const attachmentView = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.enum(Object.keys(ATTACHMENT_TYPES) as [AttachmentType, ...AttachmentType[]]),
  size: z.number().int(),
});
export type AttachmentView = z.output<typeof attachmentView>;

/** The part each Office Open XML document holds, by its type (ECMA-376: the main part of Word, Excel, PowerPoint). */
const OFFICE_MAIN_PARTS = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
] as const satisfies readonly (readonly [string, AttachmentType])[];

/** The OpenDocument types, which the file names in its `mimetype` entry (ODF 1.2 part 3, §3.3). */
const OPEN_DOCUMENT_TYPES = ['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation'] as const satisfies readonly AttachmentType[];

/** A ZIP's directory: the names of its entries and, if it has one, its few-byte `mimetype` entry; null when no ZIP. */
function zipDirectory(bytes: Uint8Array): { names: string[]; mimetype: string | null } | null {
  const names: string[] = [];
  try {
    // Only an entry of at most 100 bytes is ever decompressed: a file cannot make this read grow.
    const unzipped = unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return entry.name === 'mimetype' && entry.originalSize <= 100;
      },
    });
    return { names, mimetype: unzipped.mimetype ? new TextDecoder().decode(unzipped.mimetype) : null };
  } catch {
    return null;
  }
}

/**
 * What a ZIP file is, if a document of an office suite: an Office Open XML one by its content types and main part,
 * an OpenDocument by its `mimetype` entry; one that holds macros (a `vbaProject.bin`, a `Basic/` folder) is none.
 */
function officeDocumentType(bytes: Uint8Array): AttachmentType | null {
  const zip = zipDirectory(bytes);
  if (!zip || zip.names.some((name) => name.endsWith('vbaProject.bin') || name.startsWith('Basic/'))) return null;
  if (zip.names.includes('[Content_Types].xml')) return OFFICE_MAIN_PARTS.find(([part]) => zip.names.includes(part))?.[1] ?? null;
  return OPEN_DOCUMENT_TYPES.find((type) => zip.mimetype === type) ?? null;
}

/**
 * What the bytes say the file is: the signatures of PDF, PNG, JPEG and WebP, the directory of a ZIP for an office
 * document; null for anything else.
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  const starts = (signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF····WEBP
  if (starts([0x50, 0x4b, 0x03, 0x04])) return officeDocumentType(bytes); // PK, a ZIP's first local header
  return null;
}

/** Whether a file's name ends as its type does ('devis.PDF' is a PDF's name). */
export function nameFitsType(name: string, type: AttachmentType): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (ATTACHMENT_TYPES[type].extensions as readonly string[]).includes(extension);
}

/**
 * Why files chosen in the composer cannot leave, before they are read (by their name and size: the server checks
 * their bytes); null when they can.
 */
export function pickRefusal(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > ATTACHMENT_LIMITS.files) return attachmentMessages.tooMany;
  for (const file of files) {
    if (file.size === 0) return attachmentMessages.empty(file.name);
    if (file.size > ATTACHMENT_LIMITS.bytes) return attachmentMessages.tooLarge(file.name);
    if (!(Object.keys(ATTACHMENT_TYPES) as AttachmentType[]).some((type) => nameFitsType(file.name, type))) return attachmentMessages.unknownType(file.name);
  }
  if (files.reduce((total, file) => total + file.size, 0) > ATTACHMENT_LIMITS.totalBytes) return attachmentMessages.totalTooLarge;
  return null;
}
