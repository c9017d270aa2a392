import { describe, expect, it } from 'vitest';
import { attachmentBytes } from '../server/test/attachment-files';
import { ATTACHMENT_ACCEPT, attachmentMessages, nameFitsType, pickRefusal, sniffAttachment } from './email-attachments';

const MB = 1024 * 1024;

describe('files joined to an e-mail', () => {
  it('knows a PDF, PNG, JPEG or WebP by its first bytes, and nothing else', () => {
    expect(sniffAttachment(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffAttachment(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffAttachment(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffAttachment(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffAttachment(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffAttachment(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });

  it('knows a Word, Excel, PowerPoint or OpenDocument file by the directory of its ZIP, and refuses one with macros', () => {
    expect(sniffAttachment(attachmentBytes.docx)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffAttachment(attachmentBytes.xlsx)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffAttachment(attachmentBytes.pptx)).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(sniffAttachment(attachmentBytes.odt)).toBe('application/vnd.oasis.opendocument.text');
    expect(sniffAttachment(attachmentBytes.ods)).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(sniffAttachment(attachmentBytes.docm)).toBeNull();
    expect(sniffAttachment(attachmentBytes.odtWithMacros)).toBeNull();
    expect(sniffAttachment(attachmentBytes.zip)).toBeNull();
    // A ZIP's first bytes and nothing readable after them.
    expect(sniffAttachment(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBeNull();
    // A template is not the document itself.
    expect(sniffAttachment(Buffer.from(attachmentBytes.odt.toString('latin1').replace('opendocument.text', 'opendocument.texx'), 'latin1'))).toBeNull();
  });

  it('asks a name that ends as its type does, whatever its case', () => {
    expect(nameFitsType('Devis.PDF', 'application/pdf')).toBe(true);
    expect(nameFitsType('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(nameFitsType('photo.jpg', 'image/jpeg')).toBe(true);
    expect(nameFitsType('photo.png', 'image/jpeg')).toBe(false);
    expect(nameFitsType('pdf', 'application/pdf')).toBe(false);
    expect(nameFitsType('Contrat signé.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(true);
    expect(nameFitsType('budget.xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.pptx,.odt,.ods,.odp');
  });

  it('refuses in the composer, before reading them, files the e-mail cannot carry', () => {
    const file = (name: string, size = 1000) => ({ name, size });
    expect(pickRefusal([file('devis.pdf'), file('maquette.webp')])).toBeNull();
    expect(pickRefusal([file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')])).toBe(attachmentMessages.tooMany);
    expect(pickRefusal([file('gros.pdf', 5 * MB + 1)])).toBe(attachmentMessages.tooLarge('gros.pdf'));
    expect(pickRefusal([file('vide.pdf', 0)])).toBe(attachmentMessages.empty('vide.pdf'));
    expect(pickRefusal([file('contrat.docx'), file('budget.ods')])).toBeNull();
    expect(pickRefusal([file('contrat.doc')])).toBe(attachmentMessages.unknownType('contrat.doc'));
    expect(pickRefusal([file('macros.docm')])).toBe(attachmentMessages.unknownType('macros.docm'));
    expect(pickRefusal([file('a.pdf', 4 * MB), file('b.pdf', 4 * MB), file('c.pdf', 4 * MB)])).toBe(attachmentMessages.totalTooLarge);
  });
});
