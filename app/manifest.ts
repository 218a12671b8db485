import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

/** Web app manifest (/manifest.webmanifest): installable, dark, opens on the home page. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name} · ${site.club} — Antalya`,
    short_name: site.name,
    description: 'Dinner show, gastronomy and night club in Antalya.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    background_color: '#050a1c',
    theme_color: '#000000',
    categories: ['entertainment', 'food', 'travel'],
    icons: [
      { src: '/icons/icon-192.webp', sizes: '192x192', type: 'image/webp', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/favicon.ico', sizes: '16x16 32x32', type: 'image/x-icon' },
    ],
  };
}
