import { create } from 'zustand';

type ConsentState = {
  /** Categories the visitor accepted; empty until the consent script has run. */
  accepted: string[];
  setAccepted: (accepted: string[]) => void;
};

/** The visitor's consent, written by the consent manager and read by analytics and chat. */
export const useConsentStore = create<ConsentState>((set) => ({
  accepted: [],
  setAccepted: (accepted) => set({ accepted }),
}));
