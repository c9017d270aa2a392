import { create } from 'zustand';
import { withPeriodInAddress } from '../../../../domain/stats-periods';
import { defaultPeriod } from '../ui/period-fields';
import { replaceSearch } from '../ui/address-state';

/** The address's key of the link whose statistics are open; its period is under the same prefix (decision 0404). */
export const LINK_STATS_KEY = 'link-stats';

/** The link named by the address (`/admin?link-stats=42`), so that a link's statistics can be bookmarked or sent. */
function linkInAddress(): number | null {
  if (typeof window === 'undefined') return null;
  const id = Number(new URLSearchParams(window.location.search).get(LINK_STATS_KEY));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function writeLink(linkId: number | null) {
  // Closed, or another link: the period chosen for the one before leaves the address with it.
  const params = new URLSearchParams(withPeriodInAddress(window.location.search, LINK_STATS_KEY, defaultPeriod()));
  if (linkId === null) params.delete(LINK_STATS_KEY);
  else params.set(LINK_STATS_KEY, String(linkId));
  const query = params.toString();
  replaceSearch(query ? `?${query}` : '');
}

interface LinkStatsState {
  /** The link whose statistics are open, null when closed. */
  linkId: number | null;
  show(linkId: number): void;
  close(): void;
}

/** Opens a link's statistics from its table row or from a QR code made from it, on the same page, and in the address. */
export const useLinkStatsStore = create<LinkStatsState>((set) => ({
  linkId: linkInAddress(),
  show: (linkId) => {
    writeLink(linkId);
    set({ linkId });
  },
  close: () => {
    writeLink(null);
    set({ linkId: null });
  },
}));
