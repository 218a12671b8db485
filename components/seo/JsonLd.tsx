import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from '@/lib/seo/jsonld';

/** Structured data for search engines; the text is escaped so it can never close its script. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
