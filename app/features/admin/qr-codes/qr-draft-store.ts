import { create } from 'zustand';

interface QrDraft {
  name: string;
  url: string;
  /** Set when the text is a tracking link's scan address: the saved code is tied to that link. */
  trackingLinkId?: number;
}

interface QrDraftState {
  draft: (QrDraft & { at: number }) | null;
  /** Asks the generator to encode a text, e.g. a tracking link with its scan marker. */
  request(draft: QrDraft): void;
}

/** Lets the tracking-link table hand a link to the QR code generator on the same page. */
export const useQrDraftStore = create<QrDraftState>((set) => ({
  draft: null,
  request: (draft) => set({ draft: { ...draft, at: Date.now() } }),
}));
