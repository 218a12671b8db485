import { sanitizeEditorHtml } from '../lib/provider/sanitize';

// In the sanitiser's output (quoted attributes, no nested links): a link whose address it dropped.
const DEAD_LINK = /<a(?![^>]*\shref=)(?:\s[^>]*)?>([\s\S]*?)<\/a>/g;

/**
 * Editor HTML as the site will show it: the site's own sanitiser (lib/provider/sanitize.ts), then
 * the text of a link it left without an address (a pasted `javascript:` or `file:` link) freed
 * from its dead `<a>`.
 */
export function cleanEditorHtml(html: string): string {
  return sanitizeEditorHtml(html).replace(DEAD_LINK, '$1');
}
