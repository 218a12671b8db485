export type Heading = { id: string; text: string };

const transliteration: Record<string, string> = { ı: 'i', İ: 'i', ß: 'ss', æ: 'ae', ø: 'o' };

/** A fragment id from a heading: Latin diacritics dropped (ş → s), other scripts kept. */
export function slugify(text: string): string {
  return text
    .replace(/[ıİßæø]/g, (char) => transliteration[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function decodeBasicEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Hands out unique ids for one document ("rights", "rights-2", …). */
export function idAllocator(prefix = 'section') {
  const used = new Set<string>();
  return (text: string): string => {
    const base = slugify(text) || prefix;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/**
 * Gives every <h2> of sanitised editor HTML an id (replacing any it had) and returns the headings,
 * for a table of contents with anchor links.
 */
export function anchorHeadings(
  html: string,
  allocate: (text: string) => string = idAllocator(),
): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const out = html.replace(
    /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi,
    (_match, attrs: string = '', inner: string) => {
      const text = decodeBasicEntities(inner.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) return `<h2${attrs}>${inner}</h2>`;
      const id = allocate(text);
      headings.push({ id, text });
      const kept = attrs.replace(/\s+id\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
      return `<h2${kept} id="${id}">${inner}</h2>`;
    },
  );
  return { html: out, headings };
}
