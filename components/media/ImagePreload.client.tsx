'use client';

import { preload } from 'react-dom';

/**
 * A prioritised picture's preload, asked for where the page is drawn: into the <head> of the
 * server-rendered page, and by the browser when it renders the page after a client navigation.
 * Only here: see Img.tsx.
 */
export function ImagePreload({
  href,
  srcSet,
  sizes,
  fetchPriority,
}: {
  href: string;
  srcSet?: string;
  sizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  preload(href, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority });
  return null;
}
