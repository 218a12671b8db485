/**
 * The repository's documentation stands alone: nothing points outside the repository (the old
 * requirement and contract files lived in a sibling folder a clone does not have), and every
 * relative markdown link of the READMEs and docs/ reaches a file of the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = path
  .relative(ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

/** Tracked files plus new ones not yet added (ignored files excluded), as they are on disk. */
function repositoryFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files = out.split('\0').filter((file) => file !== '' && !file.startsWith('node_modules/'));
  return [...new Set(files)].filter((file) => existsSync(path.join(ROOT, file)));
}

const files = repositoryFiles();
const fileSet = new Set(files);

/** Text files only: anything with a NUL byte is binary. */
function readText(file: string): string | null {
  const bytes = readFileSync(path.join(ROOT, file));
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** A path out of the repository, to the folder the old documents lived in. */
const OUTSIDE = /\.\.\/shared\b|\/work\/shared\b/;
/** The old documents by name; the repository's own are docs/product.md, provider-contract.md… */
const OLD_NAMES = /\bSPEC\b|\bPROVIDER_API\.md\b|\bDESIGN\.md\b|\bSTYLE\.md\b/;

function offending(pattern: RegExp, skip: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file === SELF || skip(file)) continue;
    const text = readText(file);
    if (text === null) continue;
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The markdown outside fenced code blocks, inline code spans blanked too unless kept. */
function prose(markdown: string, keepInlineCode = false): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    if (fenced) return '';
    return keepInlineCode ? line : line.replace(/`[^`]*`/g, '');
  });
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  // A heading's code spans are part of its anchor: keep them.
  for (const line of prose(readFileSync(path.join(ROOT, file), 'utf8'), true)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every `[text](target)` and `[label]: target` of a markdown file, with its line. */
function linksOf(file: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  prose(readFileSync(path.join(ROOT, file), 'utf8')).forEach((line, index) => {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1] ?? '', line: index + 1 });
    }
    const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(line);
    if (reference) links.push({ target: reference[1] ?? '', line: index + 1 });
  });
  return links;
}

const MARKDOWN = files.filter(
  (file) =>
    file === 'README.md' ||
    file === 'provider/README.md' ||
    (file.startsWith('docs/') && file.endsWith('.md')),
);

describe('documentation stands alone in a clone', () => {
  it('has the documents the code cites', () => {
    for (const doc of ['product.md', 'provider-contract.md', 'decisions.md']) {
      expect(fileSet.has(`docs/${doc}`), `docs/${doc}`).toBe(true);
    }
  });

  it('links to nothing outside the repository', () => {
    expect(offending(OUTSIDE, () => false)).toEqual([]);
  });

  it('cites the requirements, contract and decisions by their docs/ names', () => {
    expect(offending(OLD_NAMES, (file) => file.startsWith('docs/'))).toEqual([]);
  });

  it('cites only sections docs/product.md has', () => {
    const product = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
    const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    const cited = offending(/docs\/product\.md §/, () => false).filter((hit) => {
      const after = hit.slice(hit.indexOf('docs/product.md §'));
      const numbers = [...after.matchAll(/§(\d+)/g)].map((m) => m[1]);
      return numbers.some((n) => !sections.has(n));
    });
    expect(cited).toEqual([]);
  });

  it('checks the READMEs and every file of docs/', () => {
    expect(MARKDOWN).toEqual(expect.arrayContaining(['README.md', 'provider/README.md']));
    expect(MARKDOWN.filter((file) => file.startsWith('docs/')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(MARKDOWN)(
    '%s: every relative link reaches a file (and heading) of the repository',
    (file) => {
      const broken: string[] = [];
      for (const { target, line } of linksOf(file)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…
        const [pathPart = '', anchor] = target.split('#', 2);
        const where = `${file}:${line}: ${target}`;
        let resolved = file;
        if (pathPart !== '') {
          const decoded = decodeURIComponent(pathPart.split('?')[0] ?? '');
          const absolute = decoded.startsWith('/')
            ? path.join(ROOT, decoded)
            : path.resolve(ROOT, path.dirname(file), decoded);
          resolved = path.relative(ROOT, absolute).split(path.sep).join('/');
          const inside =
            resolved !== '' && !resolved.startsWith('..') && !path.isAbsolute(resolved);
          const isFile = fileSet.has(resolved);
          const isFolder = files.some((f) => f.startsWith(`${resolved.replace(/\/$/, '')}/`));
          if (!inside || (!isFile && !isFolder)) {
            broken.push(`${where} (no such file in the repository)`);
            continue;
          }
        }
        if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
          broken.push(`${where} (no heading #${anchor})`);
        }
      }
      expect(broken).toEqual([]);
    },
  );
});
