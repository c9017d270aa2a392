import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHsl, formatRgb, hslToRgb, parseColour, parseHex, parseHsl, parseRgb, rgbToHex, rgbToHsl } from './colours';
import { isValidDpi, millimetresToPixels, pixelsToMillimetres } from './print-units';

describe('print units', () => {
  it('converts the business card (88 × 50 mm) at 300 DPI and back', () => {
    expect(millimetresToPixels(88, 300)).toBe(1039);
    expect(millimetresToPixels(50, 300)).toBe(591);
    expect(pixelsToMillimetres(1039, 300)).toBe(87.97);
    expect(pixelsToMillimetres(72, 72)).toBe(25.4);
  });

  it('accepts densities from 36 to 2400 DPI only', () => {
    expect([isValidDpi(300), isValidDpi(35), isValidDpi(2401), isValidDpi(Number.NaN)]).toEqual([true, false, false, false]);
  });

  it('comes back within one pixel after a round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 36, max: 2400 }), (pixels, dpi) => {
        expect(Math.abs(millimetresToPixels(pixelsToMillimetres(pixels, dpi), dpi) - pixels)).toBeLessThanOrEqual(1);
      }),
    );
    const worst = hslToRgb(rgbToHsl({ r: 2, g: 228, b: 230 }));
    expect(Math.max(Math.abs(worst.r - 2), Math.abs(worst.g - 228), Math.abs(worst.b - 230))).toBe(5);
  });
});

describe('colours', () => {
  it('reads the three notations of the QR default dot colour', () => {
    const blue = { r: 96, g: 165, b: 250 };
    expect(parseHex('#60a5fa')).toEqual(blue);
    expect(parseHex('60A5FA')).toEqual(blue);
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseRgb('rgb(96, 165, 250)')).toEqual(blue);
    expect(parseRgb('96 165 250')).toEqual(blue);
    expect(rgbToHex(blue)).toBe('#60a5fa');
    expect(formatHsl(rgbToHsl(blue))).toBe('hsl(213, 94%, 68%)');
    expect(formatRgb(hslToRgb(parseHsl('hsl(213, 94%, 68%)')!))).toBe('rgb(97, 166, 250)'); // HSL in whole units rounds by a step
    expect(parseColour('hsl(0, 0%, 0%)')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('refuses what is not a colour', () => {
    for (const text of ['#12', '#ggg', 'rgb(256, 0, 0)', 'bleu', '']) expect(parseColour(text)).toBeNull();
    expect(parseHsl('hsl(361, 50%, 50%)')).toBeNull();
  });

  it('keeps every colour through hex and back, and within rounding through HSL', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        expect(parseHex(rgbToHex({ r, g, b }))).toEqual({ r, g, b });
        const back = hslToRgb(rgbToHsl({ r, g, b }));
        // HSL is written in whole degrees and percents: a colour comes back at most 5 units off on a channel, the
        // worst over all 16.7 million (half a degree of hue alone moves a saturated channel by 2).
        for (const key of ['r', 'g', 'b'] as const) expect(Math.abs(back[key] - { r, g, b }[key])).toBeLessThanOrEqual(5);
      }),
    );
    const worst = hslToRgb(rgbToHsl({ r: 2, g: 228, b: 230 }));
    expect(Math.max(Math.abs(worst.r - 2), Math.abs(worst.g - 228), Math.abs(worst.b - 230))).toBe(5);
  });
});
