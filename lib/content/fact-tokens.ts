import { escapeHtml } from '@/lib/escape-html';

/**
 * Venue facts inside editor copy (docs/provider-contract.md, "Venue facts in texts"): `{clubHours}`,
 * `{phone}`… stand for the current value, filled in when the site renders. Only a name in braces
 * counts (a letter, then letters and digits); any other brace is text.
 */
export const FACT_TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export type FactFill = {
  /** Each name's value, as the page's language writes it. */
  values: Readonly<Record<string, string>>;
  /** Names whose value is a link in HTML (a phone dials, an e-mail writes). */
  links?: Readonly<Record<string, string>>;
  /** Draft mode: an unknown name stays visible to the editor; visitors never see braces. */
  preview: boolean;
};

/** The names in a text that stand for no fact (what the workspace and the preview point out). */
export function unknownFactNames(text: string, known: readonly string[]): string[] {
  const names = [...text.matchAll(FACT_TOKEN)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

const tidy = (text: string) => text.replace(/ {2,}/g, ' ').replace(/ ([.,;:!?])/g, '$1');

/** Plain editor text (a title, a meta description, an event summary) with its facts filled in. */
export function fillFactsInText(text: string, fill: FactFill): string {
  if (!text.includes('{')) return text;
  let dropped = false;
  const filled = text.replace(FACT_TOKEN, (token, name: string) => {
    const value = fill.values[name];
    if (value !== undefined) return value;
    if (fill.preview) return token;
    dropped = true;
    return '';
  });
  return dropped ? tidy(filled).trim() : filled;
}

const TAG = /<[^>]*>/g;

/**
 * Sanitised editor HTML (lib/provider/sanitize.ts) with its facts filled in, escaped: in text a
 * linked fact becomes its link (unless already inside one), in an attribute (`href="tel:{phone}"`)
 * its link's target without the scheme; an unknown name is marked for the editor in preview.
 */
export function fillFactsInHtml(html: string, fill: FactFill): string {
  if (!html.includes('{')) return html;
  const links = fill.links ?? {};
  let inLink = 0;
  let out = '';
  let last = 0;
  const text = (segment: string) =>
    segment.replace(FACT_TOKEN, (token, name: string) => {
      const value = fill.values[name];
      if (value === undefined) {
        return fill.preview
          ? `<mark data-unknown-fact title="Unknown fact: visitors do not see this">${escapeHtml(token)}</mark>`
          : '';
      }
      const href = links[name];
      if (!href || inLink > 0) return escapeHtml(value);
      const external = /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${external}>${escapeHtml(value)}</a>`;
    });
  const attribute = (tag: string) =>
    tag.replace(FACT_TOKEN, (_token, name: string) => {
      const href = links[name];
      const value = href ? href.replace(/^(?:tel|mailto):/i, '') : fill.values[name];
      return value === undefined ? '' : escapeHtml(value);
    });
  for (const match of html.matchAll(TAG)) {
    out += text(html.slice(last, match.index));
    const tag = match[0];
    if (/^<a[\s>]/i.test(tag)) inLink += 1;
    else if (/^<\/a\s*>/i.test(tag)) inLink = Math.max(0, inLink - 1);
    out += attribute(tag);
    last = match.index + tag.length;
  }
  return out + text(html.slice(last));
}
