import type { GermanPageKey, PageKey } from './pages';

export type SectionCopy = { key: string; title: string; subtitle?: string; body: string };

export type PageCopy = {
  title: string;
  /** Meta description, 140–160 characters. */
  description: string;
  headerAlt: string;
  sections: SectionCopy[];
};

export type LanguageCopy = { homeCrumb: string; pages: Record<PageKey, PageCopy> };
export type GermanCopy = { homeCrumb: string; pages: Record<GermanPageKey, PageCopy> };

export type Caption = { title: string; alt: string };
