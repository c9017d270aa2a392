const MM_PER_INCH = 25.4;
export const DPI_MIN = 36;
export const DPI_MAX = 2400;
/** Common densities: screen, standard print, high-quality print. */
export const COMMON_DPI = [72, 150, 300, 600] as const;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Pixels to millimetres at a density, to two decimals (what a print shop asks for). */
export const pixelsToMillimetres = (pixels: number, dpi: number) => round((pixels / dpi) * MM_PER_INCH, 2);

/** Millimetres to the whole number of pixels an image needs at a density. */
export const millimetresToPixels = (millimetres: number, dpi: number) => Math.round((millimetres / MM_PER_INCH) * dpi);

export const isValidDpi = (dpi: number) => Number.isFinite(dpi) && dpi >= DPI_MIN && dpi <= DPI_MAX;
