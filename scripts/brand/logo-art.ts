/** The brand's drawing, written once: the logo files and the business cards embed the same mark. */

export const brandColors = {
  ink: '#0b1020',
  indigo: '#6366f1',
  indigoLight: '#818cf8',
  cyan: '#22d3ee',
  paper: '#f8fafc',
  slate: '#0f172a',
} as const;

export const FONT_STACK = "Inter, 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/**
 * The mark on a 64-unit square: three nodes linked like a synapse around a centre node.
 * `id` keeps gradient ids unique when several marks share one document.
 */
export function markElements(id: string, background: 'dark' | 'light'): string {
  const tile = background === 'dark' ? brandColors.ink : '#ffffff';
  const links = background === 'dark' ? '#a5b4fc' : '#4f46e5';
  return [
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brandColors.indigo}"/><stop offset="1" stop-color="${brandColors.cyan}"/></linearGradient></defs>`,
    `<rect width="64" height="64" rx="14" fill="${tile}"/>`,
    `<rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="url(#${id}-g)" stroke-width="3"/>`,
    `<path d="M19 21 32 33 46 19M32 33 31 47M19 21 31 47 46 19" fill="none" stroke="${links}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" opacity=".85"/>`,
    `<circle cx="19" cy="21" r="5.5" fill="${brandColors.indigoLight}"/>`,
    `<circle cx="46" cy="19" r="5" fill="${brandColors.cyan}"/>`,
    `<circle cx="31" cy="47" r="6.5" fill="${brandColors.indigo}"/>`,
    `<circle cx="32" cy="33" r="3.5" fill="url(#${id}-g)"/>`,
  ].join('');
}

function wordmark(background: 'dark' | 'light'): string {
  const text = background === 'dark' ? brandColors.paper : brandColors.slate;
  const accent = background === 'dark' ? brandColors.indigoLight : '#4f46e5';
  return `<text x="78" y="43" font-family="${FONT_STACK}" font-size="29" font-weight="700" letter-spacing="-.5" fill="${text}">Synapse <tspan fill="${accent}">IA</tspan></text>`;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Synapse IA">${body}</svg>\n`;

export const logoSvg = (background: 'dark' | 'light'): string => svg(240, 64, markElements('m', background) + wordmark(background));

export const markSvg = (background: 'dark' | 'light'): string => svg(64, 64, markElements('m', background));
