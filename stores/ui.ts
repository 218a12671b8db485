import { create } from 'zustand';

type UiState = {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
};

/** Client UI state shared by the header's burger button and its drawer. */
export const useUiStore = create<UiState>((set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));
