/**
 * A message written with a plain space before ';', ':', '?' or '!' (the server's messages and the specification's
 * wording keep it, as clients compare them) gets a no-break space there when it is shown, so that a line never
 * begins with the mark (docs/decisions/0500-no-break-space-before-french-punctuation.md, 0512).
 */
export function withFrenchSpacing(text: string): string {
  return text.replace(/ ([:;?!])(?=\s|$)/g, '\u00a0$1');
}
