import { crc32 } from 'node:zlib';
import { QR_LIMITS, qrMessages } from '../../../domain/qr-codes';
import { ApiError } from '../../lib/api-error';

const DATA_URL_PREFIX = 'data:image/png;base64,';
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Checks that a data URL really holds a PNG of bounded weight and dimensions: the signature, then the IHDR
 * chunk (its length, its type, its checksum) read byte by byte, and the closing IEND chunk. Answers the width and height.
 */
export function readPngDataUrl(dataUrl: string): { width: number; height: number; bytes: number } {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw new ApiError(400, qrMessages.imageNotPng);
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new ApiError(400, qrMessages.imageNotPng);
  const png = Buffer.from(base64, 'base64');
  if (png.length > QR_LIMITS.imageBytes) throw new ApiError(400, qrMessages.imageTooLarge);
  if (png.length < 33 + 12 || !png.subarray(0, 8).equals(SIGNATURE)) throw new ApiError(400, qrMessages.imageNotPng);
  const length = png.readUInt32BE(8);
  const type = png.toString('latin1', 12, 16);
  if (length !== 13 || type !== 'IHDR' || crc32(png.subarray(12, 29)) !== png.readUInt32BE(29)) {
    throw new ApiError(400, qrMessages.imageNotPng);
  }
  if (png.toString('latin1', png.length - 8, png.length - 4) !== 'IEND') throw new ApiError(400, qrMessages.imageNotPng);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const { min, max } = QR_LIMITS.imagePixels;
  if (width !== height || width < min || width > max) throw new ApiError(400, qrMessages.imageSize);
  return { width, height, bytes: png.length };
}
