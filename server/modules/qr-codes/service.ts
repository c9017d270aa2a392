import { qrMessages, type NewQrCode, type SavedQrCode } from '../../../domain/qr-codes';
import { QR_SCAN_MARKER, type TrackingLink } from '../../../domain/tracking-links';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { trackingLinksService } from '../tracking-links/service';
import { qrCodesRepository, type QrCodeRow } from './repository';
import { readPngDataUrl } from './png-image';

const linkSummary = (link: TrackingLink | undefined): SavedQrCode['trackingLink'] =>
  link ? { id: link.id, clientName: link.clientName, trackingCode: link.trackingCode, scanCount: link.scanCount, clickCount: link.clickCount } : null;

/** The address a QR code of a link encodes: its visits are counted as scans. */
export const scanUrlOf = (link: TrackingLink) => `${link.fullUrl}?${QR_SCAN_MARKER}=1`;

const present = (row: QrCodeRow, link?: TrackingLink): SavedQrCode => ({
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
  trackingLink: linkSummary(link),
});

export function qrCodesService(db: Database, publicUrl: string) {
  const codes = qrCodesRepository(db);
  const links = trackingLinksService(db, publicUrl);

  /** The link a new code is made from, checked to exist and to be what the image encodes. */
  const linkOf = async (input: NewQrCode): Promise<TrackingLink | undefined> => {
    if (input.trackingLinkId === undefined) return undefined;
    const [link] = await links.byIds([input.trackingLinkId]);
    if (!link) throw new ApiError(400, qrMessages.linkNotFound);
    if (input.url !== scanUrlOf(link)) throw new ApiError(400, qrMessages.linkUrl);
    return link;
  };

  return {
    /** The saved codes, each with its tracking link's counts when it was made from one. */
    async list(): Promise<SavedQrCode[]> {
      const rows = await codes.list();
      const ids = [...new Set(rows.flatMap((row) => (row.trackingLinkId === null ? [] : [Number(row.trackingLinkId)])))];
      const byId = new Map((await links.byIds(ids)).map((link) => [link.id, link]));
      return rows.map((row) => present(row, row.trackingLinkId === null ? undefined : byId.get(Number(row.trackingLinkId))));
    },

    /** The image is checked to be a real PNG before anything is stored. */
    async save(input: NewQrCode): Promise<SavedQrCode> {
      readPngDataUrl(input.data);
      const link = await linkOf(input);
      const { data, includeLogo, trackingLinkId, ...settings } = input;
      const row = await codes.insert({
        ...settings,
        includeLogo: includeLogo ? 1 : 0,
        image: data,
        trackingLinkId: trackingLinkId ?? null,
        createdAt: new Date().toISOString(),
      });
      return present(row, link);
    },

    async remove(id: number): Promise<void> {
      if (!(await codes.remove(id))) throw new ApiError(404, qrMessages.notFound);
    },
  };
}
