import { savedQrCodeSchema } from '../qr-codes';
import { z } from '../validation/zod';

/** Back-office §7: `GET /api/admin/qr-codes` answers the list of QR code objects itself, not wrapped (decision 0519). */
export const qrCodesAnswer = z.array(savedQrCodeSchema);
/** A saved QR code, with the French confirmation. */
export const qrCodeSavedAnswer = z.object({ success: z.literal(true), message: z.string(), data: savedQrCodeSchema });
