import { savedQrCodeSchema } from '../qr-codes';
import { z } from '../validation/zod';

export const qrCodesAnswer = z.object({ success: z.literal(true), data: z.array(savedQrCodeSchema) });
/** A saved QR code, with the French confirmation. */
export const qrCodeSavedAnswer = z.object({ success: z.literal(true), message: z.string(), data: savedQrCodeSchema });
