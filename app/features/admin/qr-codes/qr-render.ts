import QRCode from 'qrcode';
import { QR_EXPORT_BORDER, type QrSettings } from '../../../../domain/qr-codes';
import { requestText } from '../../../api/http';

export type QrDrawing = Pick<QrSettings, 'url' | 'fgColor' | 'bgColor' | 'size' | 'margin' | 'errorLevel' | 'includeLogo' | 'logoSize'>;

// The wide brand logos are 240 × 64.
const LOGO_RATIO = 64 / 240;

/** Perceived brightness of a #rrggbb colour, from 0 (black) to 1 (white). */
export function brightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return (0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)) / 255;
}

/** The brand logo that reads on the code's background: dark text on light backgrounds, light text on dark ones. */
const logoFor = (bgColor: string) =>
  brightness(bgColor) > 0.5 ? '/images/logos/synapse-logo-light.svg' : '/images/logos/synapse-logo-dark.svg';

const options = (drawing: QrDrawing) => ({
  width: drawing.size,
  margin: drawing.margin,
  errorCorrectionLevel: drawing.errorLevel,
  color: { dark: drawing.fgColor, light: drawing.bgColor },
});

/** Where the logo sits: centred, logoSize % of the code's width, on a plate of the background colour. */
function logoBox(width: number, logoSize: number) {
  const w = Math.round((width * logoSize) / 100);
  const h = Math.round(w * LOGO_RATIO);
  const pad = Math.max(2, Math.round(w * 0.06));
  return { x: (width - w) / 2, y: (width - h) / 2, w, h, pad };
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

/** Draws the code (and its logo) at its size; a text too long for the size makes a larger canvas. */
export async function drawQr(drawing: QrDrawing): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, drawing.url, options(drawing));
  if (drawing.includeLogo) {
    const context = canvas.getContext('2d');
    const box = logoBox(canvas.width, drawing.logoSize);
    if (context) {
      context.fillStyle = drawing.bgColor;
      context.fillRect(box.x - box.pad, box.y - box.pad, box.w + 2 * box.pad, box.h + 2 * box.pad);
      context.drawImage(await loadImage(logoFor(drawing.bgColor)), box.x, box.y, box.w, box.h);
    }
  }
  return canvas;
}

/** The same drawing with a border of the background colour on each side. */
export function withBorder(canvas: HTMLCanvasElement, bgColor: string, border = QR_EXPORT_BORDER): HTMLCanvasElement {
  const framed = document.createElement('canvas');
  framed.width = canvas.width + 2 * border;
  framed.height = canvas.height + 2 * border;
  const context = framed.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = bgColor;
  context.fillRect(0, 0, framed.width, framed.height);
  context.drawImage(canvas, border, border);
  return framed;
}

/** A standalone SVG: the vector code, the border on each side and the logo embedded. */
export async function qrSvg(drawing: QrDrawing, border = QR_EXPORT_BORDER): Promise<string> {
  const code = await QRCode.toString(drawing.url, { ...options(drawing), type: 'svg' });
  const total = drawing.size + 2 * border;
  const inner = code
    .trim()
    .replace(/^<svg /, `<svg x="${border}" y="${border}" `)
    .replace(/ width="\d+" height="\d+"/, ` width="${drawing.size}" height="${drawing.size}"`);
  let logo = '';
  if (drawing.includeLogo) {
    const source = (await requestText(logoFor(drawing.bgColor))).text;
    const box = logoBox(drawing.size, drawing.logoSize);
    const [x, y] = [border + box.x, border + box.y];
    logo =
      `<rect x="${x - box.pad}" y="${y - box.pad}" width="${box.w + 2 * box.pad}" height="${box.h + 2 * box.pad}" fill="${drawing.bgColor}"/>` +
      `<image x="${x}" y="${y}" width="${box.w}" height="${box.h}" href="data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${total}" viewBox="0 0 ${total} ${total}">` +
    `<rect width="${total}" height="${total}" fill="${drawing.bgColor}"/>${inner}${logo}</svg>`
  );
}

/** A download is named after the code (its name, else its text), e.g. 'qr-affiche-salon.png'. */
export const fileNameFor = (name: string, extension: 'png' | 'svg') =>
  `qr-${name.replace(/^https?:\/\//, '').slice(0, 60).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'code'}.${extension}`;
