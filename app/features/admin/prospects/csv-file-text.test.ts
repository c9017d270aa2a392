import { describe, expect, it } from 'vitest';
import { csvFileText } from './csv-file-text';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('csvFileText', () => {
  it('reads a UTF-8 file, its byte order mark dropped', () => {
    const file = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Nom;Prénom\nÉluard;Hélène\n', 'utf8')]);
    expect(csvFileText(file)).toEqual({ text: 'Nom;Prénom\nÉluard;Hélène\n', encoding: 'utf-8' });
    expect(csvFileText(new Uint8Array(Buffer.from('Nom;Prénom — ’€', 'utf8')))).toEqual({ text: 'Nom;Prénom — ’€', encoding: 'utf-8' });
  });

  it('reads an Excel CSV in Windows-1252, its curly apostrophe and euro sign included', () => {
    // 0x92 is ’ and 0x80 is € in Windows-1252 (control characters in ISO-8859-1).
    const file = bytes('Nom;Prénom;Entreprise\nMüller;Hélène;Café d', [0x92], 'Août ', [0x80], '\n');
    expect(csvFileText(file)).toEqual({ text: 'Nom;Prénom;Entreprise\nMüller;Hélène;Café d’Août €\n', encoding: 'windows-1252' });
  });

  it('reads every byte of a large Windows-1252 file', () => {
    const line = bytes([0x8c], 'uvre;C', [0x9c], 'ur;', [0xe9, 0x80, 0x92], '\n');
    const file = new Uint8Array(Array.from({ length: 40_000 }, () => [...line]).flat());
    const { text, encoding } = csvFileText(file);
    expect(encoding).toBe('windows-1252');
    expect(text).toBe('Œuvre;Cœur;é€’\n'.repeat(40_000));
  });

  it("reads Excel for Mac's CSV in Mac Roman, and a Windows-1252 file still as one", () => {
    // In Mac Roman, 0x8E is é, 0x8F è, 0x8D ç, 0x88 à, 0x91 ë, 0x83 É, 0xD5 ’ and 0xDB €.
    const file = bytes('Nom;Pr', [0x8e], 'nom;Entreprise\n', [0x83], 'luard;H', [0x8e], 'l', [0x8f], 'ne;Fa', [0x8d], 'ade d', [0xd5], 'art ', [0x88], ' No', [0x91], 'l ', [0xdb], '\n');
    expect(csvFileText(file)).toEqual({ text: 'Nom;Prénom;Entreprise\nÉluard;Hélène;Façade d’art à Noël €\n', encoding: 'macintosh' });
    // The same words in Windows-1252 read as Mac Roman would hold no accented small letter.
    const windows = bytes('Nom;Prénom\nÉluard;Hélène;Façade à Noël\n');
    expect(csvFileText(windows)).toEqual({ text: 'Nom;Prénom\nÉluard;Hélène;Façade à Noël\n', encoding: 'windows-1252' });
  });

  it('reads an ISO-8859-15 file with its œ and €, and a Windows-1252 file holding ½ still as one', () => {
    // In ISO-8859-15, 0xBD is œ, 0xBC Œ and 0xA4 € (Windows-1252's ½, ¼ and ¤).
    const latin9 = bytes('Nom;Entreprise;Budget\nHélène;', [0xbc], 'uvres du c', [0xbd], 'ur;1 200 ', [0xa4], '\n');
    expect(csvFileText(latin9)).toEqual({ text: 'Nom;Entreprise;Budget\nHélène;Œuvres du cœur;1 200 €\n', encoding: 'iso-8859-15' });
    // A control byte of ISO-8859-15 (0x92, Windows-1252's ’) rules it out.
    const windows = bytes('Nom;Note\nHélène;d', [0x92], 'accord ', [0xbd], '\n');
    expect(csvFileText(windows)).toEqual({ text: 'Nom;Note\nHélène;d’accord ½\n', encoding: 'windows-1252' });
    // Without an ISO-8859-15 sign, the readings are even and Windows-1252 is kept.
    expect(csvFileText(bytes('Nom\nHélène\n')).encoding).toBe('windows-1252');
  });

  it('reads UTF-16 text by its byte order mark', () => {
    const text = 'Nom;Prénom\nÉluard;Hélène';
    expect(csvFileText(new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]))).toEqual({ text, encoding: 'utf-16le' });
    const bigEndian = Buffer.from(text, 'utf16le').swap16();
    expect(csvFileText(new Uint8Array([0xfe, 0xff, ...bigEndian]))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(csvFileText(bytes('Nom;Email\nDupont;a@b.fr'))).toEqual({ text: 'Nom;Email\nDupont;a@b.fr', encoding: 'utf-8' });
  });
});
