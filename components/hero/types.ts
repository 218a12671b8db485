import type { HeroSlideKind } from '@/lib/hero/hero';

/** A hero slide as plain props for the client (urls and texts only). */
export type HeroSlideView = {
  key: string;
  type: HeroSlideKind;
  src: string;
  mobileSrc: string | null;
  poster: string | null;
  alt: string;
  /** "2 of 4", translated on the server. */
  label: string;
};

export type HeroLabels = {
  region: string;
  carousel: string;
  slide: string;
  sound: string;
  pause: string;
};
