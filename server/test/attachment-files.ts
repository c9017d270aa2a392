/** Small real files of each kind an e-mail may carry, and one that is none of them. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const TEXT = Buffer.from('Ceci est un simple texte.\n', 'utf8');

export const attachmentBytes = { pdf: PDF, png: PNG, jpeg: JPEG, text: TEXT };

/** A file as the composer sends it. */
export const attachmentOf = (name: string, bytes: Buffer) => ({ name, content: bytes.toString('base64') });
