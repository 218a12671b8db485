import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { absoluteUrl } from '@/lib/seo/metadata';

/** /robots.txt: everything but the API (webhooks, draft-mode preview urls); the absolute sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // NEXT_PUBLIC_SITE_URL is read at run time: one build serves any origin.
  await connection();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
