/**
 * docs/architecture.md's "Coupling register" stays true: every row's `file:line` holds its anchor
 * (±2 lines), every test it names exists under that title, and no product file uses a known private
 * marker of Next, React or Debian without a row. After code moves, the failure says where the anchor
 * is now: re-pointing a row is mechanical.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Names that only private surface uses: any product file holding one must be in the register. */
export const PRIVATE_MARKERS = [
  'next/dist/',
  'NEXT_PHASE',
  '__NEXT_PRIVATE',
  '__next_f',
  '__next_error__',
  'x-middleware-',
  'x-nextjs-',
  'x-next-',
  '__prerender_bypass',
  '__next_preview_data',
  'experimental',
  'required-server-files',
  'prerender-manifest',
  'build-manifest',
  'client-reference-manifest',
  'history.pushState',
  'script[async]',
  '-webkit-locale',
  'capsize',
  "'/usr/",
];

type Row = { id: string; places: string[]; anchor: string; tests: Array<[string, string]> };

export function parseRegister(markdown: string): Row[] {
  const start = markdown.indexOf('\n## Coupling register');
  if (start < 0) throw new Error('docs/architecture.md has no "Coupling register" section');
  const next = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  return section
    .split('\n')
    .filter((line) => /^\| C\d+ \|/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      const [id = '', where = '', anchor = ''] = cells;
      const tests = cells.at(-1) ?? '';
      return {
        id,
        places: [...where.matchAll(/`([^`]+:\d+)`/g)].map((match) => match[1]!),
        anchor: /^`(.+)`$/.exec(anchor)?.[1] ?? '',
        tests: [...tests.matchAll(/`([^`]+\.(?:test|spec)\.tsx?)` "([^"]+)"/g)].map(
          (match) => [match[1]!, match[2]!] as [string, string],
        ),
      };
    });
}

const rows = parseRegister(read('docs/architecture.md'));

/** Product code: what runs in the site, its build and its tooling; tests and docs are not. */
function productFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  ).split('\0');
  return listed.filter(
    (file) =>
      /^(app|components|lib|server|scripts|stores|provider|public)\/.+\.(tsx?|m?js|cjs|mts|css)$|^[\w.-]+\.ts$/.test(
        file,
      ) &&
      !/\.(test|spec)\.|^public\/cookie-consent\/cookieconsent\./.test(file) &&
      existsSync(path.join(ROOT, file)),
  );
}

describe('the coupling register (docs/architecture.md)', () => {
  it('has rows, each with a place, an anchor and a test', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.places, row.id).not.toHaveLength(0);
      expect(row.anchor, row.id).not.toBe('');
      expect(row.tests, row.id).not.toHaveLength(0);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('finds each anchor at its file:line, give or take two lines', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      for (const place of row.places) {
        const [file, line] = [place.replace(/:\d+$/, ''), Number(place.split(':').at(-1))];
        if (!existsSync(path.join(ROOT, file))) {
          wrong.push(`${row.id}: ${file} does not exist`);
          continue;
        }
        const lines = read(file).split('\n');
        const near = lines.slice(Math.max(0, line - 3), line + 2);
        if (near.some((text) => text.includes(row.anchor))) continue;
        const now = lines.findIndex((text) => text.includes(row.anchor));
        wrong.push(
          `${row.id}: \`${row.anchor}\` is not at ${place}` +
            (now >= 0 ? ` (it is at ${file}:${now + 1})` : ' (nowhere in the file)'),
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names tests that exist, by their titles', () => {
    const missing: string[] = [];
    for (const row of rows) {
      for (const [file, title] of row.tests) {
        const text = existsSync(path.join(ROOT, file)) ? read(file) : null;
        if (text === null) missing.push(`${row.id}: ${file} does not exist`);
        else if (!text.includes(title) && !text.includes(title.replaceAll("'", "\\'")))
          missing.push(`${row.id}: no test "${title}" in ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('knows every product file that uses a private marker', () => {
    const registered = new Set(
      rows.flatMap((row) => row.places.map((p) => p.replace(/:\d+$/, ''))),
    );
    const unregistered = productFiles().flatMap((file) => {
      if (registered.has(file)) return [];
      const text = read(file);
      return PRIVATE_MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${file}: ${marker}`,
      );
    });
    expect(unregistered).toEqual([]);
  });
});
