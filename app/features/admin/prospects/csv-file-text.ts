/**
 * The encodings a CSV file is read in: UTF-8 (with or without its mark), UTF-16 with its mark, else Windows-1252,
 * Mac Roman or ISO-8859-15.
 */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh' | 'iso-8859-15';

/** What the dialog says of a file not in UTF-8, so that the admin knows how its accents were read. */
export const CSV_ENCODING_NOTES: Record<Exclude<CsvEncoding, 'utf-8'>, string> = {
  'windows-1252': 'Fichier lu en Windows-1252, l’encodage des CSV d’Excel\u00a0: accents et symboles conservés.',
  'utf-16le': 'Fichier lu en UTF-16 (texte Unicode d’Excel).',
  'utf-16be': 'Fichier lu en UTF-16 (texte Unicode).',
  macintosh: 'Fichier lu en Mac Roman, l’encodage des CSV d’Excel pour Mac\u00a0: accents et symboles conservés.',
  'iso-8859-15': 'Fichier lu en ISO-8859-15 (Latin-9)\u00a0: accents, «\u00a0€\u00a0» et «\u00a0œ\u00a0» conservés.',
};

/**
 * The accented small letters of French words, with the euro sign and the capital ligature, which a file's right
 * reading shows and the wrong ones do not.
 */
const FRENCH_MARKS = /[àâäçéèêëîïôöùûüÿœæŒ€]/g;
const frenchMarks = (text: string) => text.match(FRENCH_MARKS)?.length ?? 0;
/** The bytes ISO-8859-15 leaves to control characters, where Windows-1252 and Mac Roman put letters and signs. */
const CONTROL_BYTES = (byte: number) => byte >= 0x80 && byte <= 0x9f;

/**
 * The text of a CSV file from its bytes. French Excel saves « CSV (séparateur : point-virgule) » in Windows-1252:
 * read as UTF-8, 'Hélène' would arrive as 'H\uFFFDl\uFFFDne'. Bytes that are not valid UTF-8 are therefore read as
 * Windows-1252, where every byte is a character; a UTF-8 file, the export's included, is read as UTF-8.
 */
export function csvFileText(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Excel for Mac saves its plain CSV in Mac Roman, where 'é' is the byte Windows-1252 reads as 'Ž'; Linux tools
    // and older systems save in ISO-8859-15, where Windows-1252's '½' and '¤' are 'œ' and '€', and which a file holding
    // a control byte is not. Of the readings, the one that finds the most French accented letters is the file's,
    // Windows-1252 when even.
    const readings: Array<{ text: string; encoding: CsvEncoding }> = [
      { text: windows1252(bytes), encoding: 'windows-1252' },
      { text: new TextDecoder('macintosh').decode(bytes), encoding: 'macintosh' },
    ];
    if (!bytes.some(CONTROL_BYTES)) readings.push({ text: new TextDecoder('iso-8859-15').decode(bytes), encoding: 'iso-8859-15' });
    return readings.reduce((best, reading) => (frenchMarks(reading.text) > frenchMarks(best.text) ? reading : best));
  }
}

/** Windows-1252's characters for the bytes 0x80 to 0x9F (the five it leaves undefined kept as their C1 codes). */
const WINDOWS_1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * Windows-1252 as the WHATWG Encoding standard reads it. Written out because Node's TextDecoder reads the label as
 * ISO-8859-1, which loses '’', '€', 'œ' and the other characters of 0x80-0x9F; browsers read it right. Both read
 * 'macintosh' right.
 */
function windows1252(bytes: Uint8Array): string {
  const codes = Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_80_9F.charCodeAt(byte - 0x80) : byte));
  const chunks: string[] = [];
  // In slices: a 5 MB file's codes passed at once would exceed the arguments a call may take.
  for (let start = 0; start < codes.length; start += 8192) chunks.push(String.fromCharCode(...codes.slice(start, start + 8192)));
  return chunks.join('');
}
