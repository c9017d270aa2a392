import { strToU8, zipSync, type Zippable } from 'fflate';

/** Small real files of each kind an e-mail may carry, and one that is none of them. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const TEXT = Buffer.from('Ceci est un simple texte.\n', 'utf8');

/** The parts an office suite writes, as few as each format asks (Office Open XML, OpenDocument). */
const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const zipOf = (entries: Record<string, string>, first: Zippable = {}) =>
  Buffer.from(zipSync({ ...first, ...Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])) }));
const openDocument = (type: string, entries: Record<string, string> = {}) =>
  // Its `mimetype` comes first and uncompressed, as LibreOffice writes it.
  zipOf({ 'content.xml': '<office:document-content/>', ...entries }, { mimetype: [strToU8(type), { level: 0 }] });

const DOCX = zipOf({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' });
const XLSX = zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });
const PPTX = zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'ppt/presentation.xml': '<p:presentation/>' });
const ODT = openDocument('application/vnd.oasis.opendocument.text');
const ODS = openDocument('application/vnd.oasis.opendocument.spreadsheet');
/** A Word document with macros (a .docm renamed), an OpenDocument with Basic macros, and a ZIP that is no document. */
const DOCM = zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'Attribute VB_Name' });
const ODT_WITH_MACROS = openDocument('application/vnd.oasis.opendocument.text', { 'Basic/Standard/Module1.xml': '<script:module/>' });
const ZIP = zipOf({ 'photos/readme.txt': 'Bonjour' });

export const attachmentBytes = { pdf: PDF, png: PNG, jpeg: JPEG, text: TEXT, docx: DOCX, xlsx: XLSX, pptx: PPTX, odt: ODT, ods: ODS, docm: DOCM, odtWithMacros: ODT_WITH_MACROS, zip: ZIP };

/** A file as the composer sends it. */
export const attachmentOf = (name: string, bytes: Buffer) => ({ name, content: bytes.toString('base64') });

/**
 * An answer as a mail client writes it to `inReplyTo`: its text, the files joined (`attachment`), and a picture of
 * its signature shown inside the text (`inline`, with a Content-ID).
 */
export function answerWithFiles(inReplyTo: string, files: { name: string; type: string; bytes: Buffer; inline?: boolean }[]): Buffer {
  const boundary = 'limite-0470';
  const parts = files.map((file) =>
    [
      `--${boundary}`,
      `Content-Type: ${file.type}; name="${file.name}"`,
      'Content-Transfer-Encoding: base64',
      file.inline ? `Content-Disposition: inline; filename="${file.name}"\r\nContent-ID: <logo@exemple.fr>` : `Content-Disposition: attachment; filename="${file.name}"`,
      '',
      file.bytes.toString('base64').replace(/.{76}/g, '$&\r\n'),
    ].join('\r\n'),
  );
  return Buffer.from(
    [
      'From: Hélène Martin <helene@atelier-lumen.fr>',
      'To: agence@exemple.fr',
      'Subject: Re: Votre devis',
      `Message-ID: <reponse-${Math.random().toString(36).slice(2)}@atelier-lumen.fr>`,
      `In-Reply-To: ${inReplyTo}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Bonjour, voici le devis signé.',
      ...parts,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
    'utf8',
  );
}
