import { fullName, vCardOf, type AgencyPerson } from '../../domain/business-cards/agency-people';
import { siteConfig } from '../../domain/site-config';
import { brandColors, FONT_STACK, markElements } from './logo-art';
import { qrTile } from './qr-path';

/** Cards are drawn in tenths of a millimetre: 880 × 500 is the standard 88 × 50 mm (back-office §9). */
const W = 880;
const H = 500;

export type CardDesign = 'classique' | 'minimal' | 'nuit';
type Side = 'recto' | 'verso';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const host = siteConfig.website.replace(/^https?:\/\//, '');

const text = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;

const mark = (x: number, y: number, size: number, background: 'dark' | 'light', id: string) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})">${markElements(id, background)}</g>`;

function document(label: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="88mm" height="50mm" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(label)}">`,
    `<g font-family="${FONT_STACK}">${body}</g>`,
    '</svg>\n',
  ].join('');
}

function contactLines(person: AgencyPerson, x: number, y: number, fill: string, accent: string): string {
  return [
    text(x, y, 25, accent, 'Tél.', ' font-weight="700"'),
    text(x + 62, y, 25, fill, person.phone),
    text(x, y + 38, 25, accent, '@', ' font-weight="700"'),
    text(x + 62, y + 38, 25, fill, person.email),
  ].join('');
}

const designs: Record<CardDesign, Record<Side, (person: AgencyPerson) => string>> = {
  classique: {
    recto: (p) =>
      [
        `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#111736"/><stop offset="1" stop-color="${brandColors.ink}"/></linearGradient></defs>`,
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
        `<rect x="0" y="0" width="12" height="${H}" fill="${brandColors.indigo}"/>`,
        mark(60, 48, 72, 'dark', 'mk'),
        text(150, 96, 30, brandColors.paper, 'Synapse IA', ' font-weight="700"'),
        text(60, 262, 54, '#ffffff', fullName(p), ' font-weight="700"'),
        text(60, 306, 27, brandColors.indigoLight, p.title),
        `<rect x="60" y="336" width="90" height="4" rx="2" fill="${brandColors.cyan}"/>`,
        contactLines(p, 60, 404, '#e2e8f0', brandColors.cyan),
      ].join(''),
    verso: (p) =>
      [
        `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0e7490"/></linearGradient></defs>`,
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
        mark(60, 60, 110, 'dark', 'mk'),
        text(60, 240, 40, '#ffffff', 'Synapse IA', ' font-weight="700"'),
        text(60, 282, 22, '#e0e7ff', 'Solutions IA & développement sur mesure'),
        text(60, 400, 24, '#ffffff', fullName(p), ' font-weight="700"'),
        text(60, 436, 22, '#cffafe', host),
        qrTile(vCardOf(p), 540, 90, 300, brandColors.slate),
        text(690, 440, 18, '#e0e7ff', 'Scannez pour enregistrer le contact', ' text-anchor="middle"'),
      ].join(''),
  },
  minimal: {
    recto: (p) =>
      [
        `<rect width="${W}" height="${H}" fill="${brandColors.paper}"/>`,
        mark(752, 52, 76, 'light', 'mk'),
        text(64, 150, 52, brandColors.slate, fullName(p), ' font-weight="700"'),
        text(64, 196, 26, '#4f46e5', p.title),
        `<line x1="64" y1="250" x2="816" y2="250" stroke="#cbd5e1" stroke-width="2"/>`,
        contactLines(p, 64, 320, '#1e293b', '#4f46e5'),
        text(64, 436, 22, '#475569', `${siteConfig.name} · ${host}`),
      ].join(''),
    verso: (p) =>
      [
        `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
        qrTile(vCardOf(p), 64, 80, 340, brandColors.slate, '#ffffff'),
        mark(470, 100, 64, 'light', 'mk'),
        text(548, 146, 30, brandColors.slate, 'Synapse IA', ' font-weight="700"'),
        text(470, 250, 26, brandColors.slate, fullName(p), ' font-weight="700"'),
        text(470, 288, 20, '#475569', p.title),
        text(470, 360, 22, '#4f46e5', host),
        text(470, 396, 18, '#64748b', 'Scannez pour enregistrer le contact'),
      ].join(''),
  },
  nuit: {
    recto: (p) =>
      [
        `<rect width="${W}" height="${H}" fill="#020409"/>`,
        `<path d="M0 420 C220 360 420 470 880 380" fill="none" stroke="${brandColors.cyan}" stroke-width="3" opacity=".55"/>`,
        `<path d="M0 450 C260 400 480 500 880 420" fill="none" stroke="${brandColors.indigo}" stroke-width="2" opacity=".6"/>`,
        mark(408, 40, 64, 'dark', 'mk'),
        text(440, 200, 50, '#ffffff', fullName(p), ' font-weight="700" text-anchor="middle"'),
        text(440, 244, 25, brandColors.cyan, p.title, ' text-anchor="middle"'),
        text(440, 312, 24, '#cbd5e1', `${p.phone}  ·  ${p.email}`, ' text-anchor="middle"'),
      ].join(''),
    verso: (p) =>
      [
        `<rect width="${W}" height="${H}" fill="#020409"/>`,
        `<rect x="20" y="20" width="${W - 40}" height="${H - 40}" rx="24" fill="none" stroke="${brandColors.cyan}" stroke-width="2" opacity=".6"/>`,
        qrTile(vCardOf(p), 510, 70, 320, '#020409', '#e0f7fb'),
        text(70, 150, 40, '#ffffff', 'Synapse IA', ' font-weight="700"'),
        text(70, 196, 22, brandColors.cyan, host),
        text(70, 330, 24, '#ffffff', fullName(p), ' font-weight="700"'),
        text(70, 368, 20, '#94a3b8', 'Scannez pour enregistrer le contact'),
      ].join(''),
  },
};

export function cardSvg(person: AgencyPerson, design: CardDesign, side: Side): string {
  const label = `Carte de visite de ${fullName(person)} (${design}, ${side})`;
  return document(label, designs[design][side](person));
}

/** File names inside an owner's folder: the main design is recto.svg / verso.svg, the others are prefixed. */
export const cardFileName = (design: CardDesign, side: Side): string => (design === 'classique' ? `${side}.svg` : `${design}-${side}.svg`);
