import { qrMessages, type NewQrCode, type SavedQrCode } from '../../../domain/qr-codes';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { qrCodesRepository, type QrCodeRow } from './repository';
import { readPngDataUrl } from './png-image';

const present = (row: QrCodeRow): SavedQrCode => ({
  id: row.id,
  name: row.name,
  url: row.url,
  fgColor: row.fgColor,
  bgColor: row.bgColor,
  size: Number(row.size),
  margin: Number(row.margin),
  includeLogo: Number(row.includeLogo) === 1,
  logoSize: Number(row.logoSize),
  errorLevel: row.errorLevel,
  borderSize: Number(row.borderSize),
  dataUrl: row.image,
  createdAt: row.createdAt,
});

export function qrCodesService(db: Database) {
  const codes = qrCodesRepository(db);
  return {
    list: async (): Promise<SavedQrCode[]> => (await codes.list()).map(present),

    /** The image is checked to be a real PNG before anything is stored. */
    async save(input: NewQrCode): Promise<SavedQrCode> {
      readPngDataUrl(input.data);
      const { data, includeLogo, ...settings } = input;
      const row = await codes.insert({ ...settings, includeLogo: includeLogo ? 1 : 0, image: data, createdAt: new Date().toISOString() });
      return present(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await codes.remove(id))) throw new ApiError(404, qrMessages.notFound);
    },
  };
}
