interface Rgb {
  r: number;
  g: number;
  b: number;
}
interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clampByte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

/** '#60a5fa', '60A5FA' or the short '#6af'; null when it is not a colour. */
export function parseHex(text: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export const rgbToHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;

/** 'rgb(96, 165, 250)' or '96 165 250'; null outside 0-255. */
export function parseRgb(text: string): Rgb | null {
  const match = /^(?:rgba?\()?\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*\)?$/i.exec(text.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1, 4).map(Number) as [number, number, number];
  return [r, g, b].every((c) => c <= 255) ? { r, g, b } : null;
}

/** 'hsl(213, 94%, 68%)' or '213 94 68'; null outside 0-360 / 0-100. */
export function parseHsl(text: string): Hsl | null {
  const match = /^(?:hsla?\()?\s*(\d{1,3}(?:\.\d+)?)\s*(?:deg)?\s*[,\s]\s*(\d{1,3}(?:\.\d+)?)%?\s*[,\s]\s*(\d{1,3}(?:\.\d+)?)%?\s*\)?$/i.exec(text.trim());
  if (!match) return null;
  const [h, s, l] = match.slice(1, 4).map(Number) as [number, number, number];
  return h <= 360 && s <= 100 && l <= 100 ? { h: h % 360, s, l } : null;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h = max === rn ? ((gn - bn) / delta) % 6 : max === gn ? (bn - rn) / delta + 2 : (rn - gn) / delta + 4;
  h = Math.round(h * 60);
  if (h < 0) h += 360;
  return { h: h % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const chroma = (1 - Math.abs(2 * ln - 1)) * sn;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = ln - chroma / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r1, g1, b1] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return { r: clampByte((r1 + m) * 255), g: clampByte((g1 + m) * 255), b: clampByte((b1 + m) * 255) };
}

export const formatRgb = ({ r, g, b }: Rgb) => `rgb(${r}, ${g}, ${b})`;
export const formatHsl = ({ h, s, l }: Hsl) => `hsl(${h}, ${s}%, ${l}%)`;

/** Reads a colour written in any of the three notations. */
export function parseColour(text: string): Rgb | null {
  const trimmed = text.trim();
  if (/^hsl/i.test(trimmed)) {
    const hsl = parseHsl(trimmed);
    return hsl ? hslToRgb(hsl) : null;
  }
  return parseHex(trimmed) ?? parseRgb(trimmed);
}
