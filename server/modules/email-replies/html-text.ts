import { compile } from 'html-to-text';

/** The HTML read of an e-mail sent as HTML alone; its text is cut to 10,000 characters later anyway (`keptReply`). */
const HTML_READ_MAX = 512 * 1024;

const convert = compile({
  wordwrap: false,
  limits: { maxInputLength: HTML_READ_MAX, maxDepth: 64 },
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    // Mail programs lay their HTML out in tables: one cell a line reads in order whatever the layout.
    ...['table', 'tr', 'th', 'td'].map((selector) => ({ selector, format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } })),
  ],
});

/**
 * The text of an e-mail that came as HTML alone (some webmails and phone apps send no text part): paragraphs and
 * line breaks kept, lines not wrapped (so that an attribution stays one line, docs/decisions/0552), quoted parts
 * (`blockquote`) written with '> ' as a text e-mail quotes them, images and styles left out, a link's address
 * written only when its text differs.
 */
export const htmlText = (html: string) => convert(html.slice(0, HTML_READ_MAX));
