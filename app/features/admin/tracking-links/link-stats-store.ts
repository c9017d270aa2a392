import { create } from 'zustand';

interface LinkStatsState {
  /** The link whose statistics are open, null when closed. */
  linkId: number | null;
  show(linkId: number): void;
  close(): void;
}

/** Opens a link's statistics from its table row or from a QR code made from it, on the same page. */
export const useLinkStatsStore = create<LinkStatsState>((set) => ({
  linkId: null,
  show: (linkId) => set({ linkId }),
  close: () => set({ linkId: null }),
}));
