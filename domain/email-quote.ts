/** A received e-mail's text: what its sender wrote, and the earlier messages their mail program quoted below it. */
export interface SplitEmailText {
  fresh: string;
  /** The quoted history, from its attribution line on; empty when none was found or nothing stands above it. */
  quoted: string;
}

const normalised = (line: string) => line.replace(/[\u00a0\u202f]/g, ' ').trim();
const startsWithAny = (line: string, starts: readonly string[]) => starts.some((start) => line.startsWith(start));

/**
 * 'Le 7 déc. 2026 à 10:00, Synapse <contact@…> a écrit :' (Gmail, Apple Mail, Thunderbird), 'On … wrote:', and the
 * same line in the languages of the agency's neighbours: 'El … escribió:', 'Il giorno … ha scritto:', 'Em … escreveu:'.
 */
const ATTRIBUTION_STARTS = ['Le ', 'On ', 'Am ', 'Op ', 'El ', 'Il ', 'Em '];
const ATTRIBUTION_ENDS = ['a écrit :', 'a écrit:', 'wrote:', 'escribió:', 'ha scritto:', 'escreveu:'];
/** German and Dutch name the sender after the verb: 'Am … um 10:00 schrieb Synapse <…>:', 'Op … schreef …:'. */
const ATTRIBUTION_VERBS = [' schrieb ', ' schreef '];
const HAS_DIGIT = /\d/;
/** Outlook's header block: 'De : …', then 'Envoyé : …' or 'Date : …', and 'Objet : …' within a few lines. */
const FROM_STARTS = ['De :', 'De:', 'From:', 'Von:', 'Da:', 'Van:'];
const SENT_STARTS = ['Envoyé :', 'Envoyé:', 'Sent:', 'Date :', 'Date:', 'Gesendet:', 'Enviado:', 'Inviato:', 'Verzonden:', 'Datum:'];
const SUBJECT_STARTS = ['Objet :', 'Objet:', 'Subject:', 'Betreff:', 'Asunto:', 'Oggetto:', 'Onderwerp:', 'Assunto:'];
const SEPARATOR =
  /^-{2,} ?(Original Message|Message d['’]origine|Message transféré|Forwarded message|Ursprüngliche Nachricht|Mensaje original|Messaggio originale|Oorspronkelijk bericht|Mensagem original) ?-{2,}$/i;
/** The line Outlook draws above its header block. */
const RULE = /^_{10,}$/;

const isQuoteLine = (line: string) => line.startsWith('>');

const endsAttribution = (text: string) =>
  ATTRIBUTION_ENDS.some((end) => text.endsWith(end)) || (text.endsWith(':') && ATTRIBUTION_VERBS.some((verb) => text.includes(verb)));

function attributionAt(lines: readonly string[], index: number): number | null {
  const line = lines[index]!;
  if (!line.endsWith(':')) return null;
  if (startsWithAny(line, ATTRIBUTION_STARTS)) return HAS_DIGIT.test(line) && endsAttribution(line) ? index : null;
  // Gmail wraps a long attribution over two lines.
  const previous = lines[index - 1];
  if (previous === undefined || !startsWithAny(previous, ATTRIBUTION_STARTS)) return null;
  const whole = `${previous} ${line}`;
  return HAS_DIGIT.test(whole) && endsAttribution(whole) ? index - 1 : null;
}

function outlookHeaderAt(lines: readonly string[], index: number): number | null {
  if (!startsWithAny(lines[index]!, FROM_STARTS)) return null;
  const next = lines.slice(index + 1, index + 6);
  if (!next.some((line) => startsWithAny(line, SENT_STARTS)) || !next.some((line) => startsWithAny(line, SUBJECT_STARTS))) return null;
  const above = lines[index - 1];
  return above !== undefined && RULE.test(above) ? index - 1 : index;
}

/**
 * The first line of the quoted history, or null; `quotedFrom`, when it opens with 'Le … a écrit :' or 'On … wrote:',
 * the line after the attribution.
 */
function historyStart(lines: readonly string[]): { start: number; quotedFrom: number | null } | null {
  for (let index = 0; index < lines.length; index += 1) {
    const attribution = attributionAt(lines, index);
    if (attribution !== null) return { start: attribution, quotedFrom: index + 1 };
    const start = SEPARATOR.test(lines[index]!) ? index : outlookHeaderAt(lines, index);
    if (start !== null) return { start, quotedFrom: null };
  }
  // No attribution: a block of '>' lines closing the message.
  let start: number | null = null;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    if (isQuoteLine(lines[index]!)) start = index;
    else if (lines[index] !== '') break;
  }
  return start === null ? null : { start, quotedFrom: null };
}

/**
 * Splits a received e-mail's text where its mail program's quoted history begins (Chatwoot folds it the same way),
 * by line, in French, English, German, Spanish, Italian, Dutch and Portuguese, without a regular expression that could backtrack on a long line. The history is
 * left in place when nothing stands above it, or when the sender answered between its quoted lines.
 */
export function splitQuotedHistory(text: string): SplitEmailText {
  const raw = text.replace(/\r\n/g, '\n').split('\n');
  const lines = raw.map(normalised);
  const history = historyStart(lines);
  if (history === null || lines.slice(0, history.start).every((line) => line === '')) return { fresh: text, quoted: '' };
  // 'Le … a écrit :' then '>' lines with the sender's own lines between them: answers given inline, kept in sight.
  const below = history.quotedFrom === null ? [] : lines.slice(history.quotedFrom);
  if (below.some(isQuoteLine) && below.some((line) => line !== '' && !isQuoteLine(line))) return { fresh: text, quoted: '' };
  return { fresh: raw.slice(0, history.start).join('\n').trimEnd(), quoted: raw.slice(history.start).join('\n').trim() };
}
