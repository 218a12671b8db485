#!/usr/bin/env node
// Every face the site uses, cut from @fontsource's files to the characters its languages write
// (HarfBuzz's subsetter, through subset-font). Written to dist/fonts/ with the @font-face rules that
// name them (app/globals.css imports faces.css), so each face and its characters are listed here only.
// Run by `npm run build` and `npm run dev` before Next.
// - Every set keeps only the glyphs its characters map to, not those OpenType features alone reach
//   (Playfair's alternates and ligatures): Playfair's Latin file 21.9 → 16.5 KB, each Jost weight
//   ~0.6 KB less, on the critical path of every page (docs/performance.md).
// - Latin: @fontsource's Latin range.
// - Turkish: the five letters Turkish has beyond Latin-1 (Ğ ğ İ Ş ş), ~4 KB for the three faces
//   instead of ~26 KB for Latin Extended, preloaded on Turkish pages only.
// - Cyrillic: @fontsource's range, preloaded on Russian pages only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/fonts');
const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SETS = {
  // @fontsource's own Latin range: Latin-1, ı, Œ œ, modifier letters, general punctuation, € ™ ↑ ↓ −.
  latin: [
    ...span(0x00, 0xff),
    ...[0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x304, 0x308, 0x329],
    ...span(0x2000, 0x206f),
    ...[0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff, 0xfffd],
  ],
  turkish: [...'ĞğİŞş'].map((letter) => letter.codePointAt(0)),
  // @fontsource's own Cyrillic range (Russian, Ukrainian, Kazakh letters, №, the stress mark).
  cyrillic: [0x301, ...span(0x400, 0x45f), 0x490, 0x491, 0x4b0, 0x4b1, 0x2116],
};
// Each set is cut from one of @fontsource's subsets into the same three faces, Jost 400 and 700 and
// Playfair Display 400: families 'Jost Latin', 'Playfair Turkish', …, files jost-turkish-400-normal.woff2, ….
const SOURCE_SUBSET = { latin: 'latin', turkish: 'latin-ext', cyrillic: 'cyrillic' };
const FACES = Object.entries(SOURCE_SUBSET).flatMap(([set, subset]) =>
  [
    ['Jost', 'jost', 400],
    ['Jost', 'jost', 700],
    ['Playfair', 'playfair-display', 400],
  ].map(([family, name, weight]) => ({
    family: `${family} ${set[0].toUpperCase()}${set.slice(1)}`,
    weight,
    set,
    from: `@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff2`,
    file: `${name}-${set}-${weight}-normal.woff2`,
  })),
);

/** `U+0020-007E, U+00A0-00FF, …`: the code points as CSS unicode-range runs. */
function unicodeRange(codePoints) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs = [];
  for (const point of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/**
 * The first paint's faces (a first visit draws in them until the site's own have loaded after it,
 * lib/shell/fonts.ts): a system face each, resized to the width and line metrics of the face it
 * stands in for, so that the swap moves little. Next's own font metrics (the table next/font sizes
 * its fallbacks with): Arial for Jost, Times New Roman for Playfair; the `local()` names after them
 * are the same metrics on Linux (Liberation) or close to them elsewhere.
 */
const metrics = createRequire(import.meta.url)('next/dist/server/capsize-font-metrics.json');
const FALLBACKS = [
  [
    'Jost Fallback',
    metrics.jost,
    400,
    metrics.arial,
    ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica', 'Roboto'],
  ],
  [
    'Jost Fallback',
    metrics.jost.variants['700'],
    700,
    metrics.arial.variants['700'],
    [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Helvetica Bold',
      'Roboto Bold',
    ],
  ],
  [
    'Playfair Fallback',
    metrics.playfairDisplay,
    400,
    metrics.timesNewRoman,
    [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Times',
      'Georgia',
    ],
  ],
];
function fallbackRule([family, face, weight, system, locals]) {
  // next/font's formula: the same average width, then the face's own ascent, descent and gap.
  const size = face.xWidthAvg / face.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  const percent = (value) => `${((value / face.unitsPerEm / size) * 100).toFixed(2)}%`;
  return (
    `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
    `  src: ${locals.map((name) => `local('${name}')`).join(', ')};\n` +
    `  size-adjust: ${(size * 100).toFixed(2)}%;\n  ascent-override: ${percent(face.ascent)};\n` +
    `  descent-override: ${percent(Math.abs(face.descent))};\n  line-gap-override: ${percent(face.lineGap)};\n}\n`
  );
}

mkdirSync(out, { recursive: true });
const rules = FALLBACKS.map(fallbackRule);
for (const face of FACES) {
  const source = readFileSync(path.join(root, 'node_modules', face.from));
  const text = String.fromCodePoint(...SETS[face.set]);
  writeFileSync(
    path.join(out, face.file),
    await subsetFont(source, text, { targetFormat: 'woff2', noLayoutClosure: true }),
  );
  rules.push(
    `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${face.weight};\n  src: url('./${face.file}') format('woff2');\n  unicode-range: ${unicodeRange(SETS[face.set])};\n}\n`,
  );
}
writeFileSync(
  path.join(out, 'faces.css'),
  `/* Written by scripts/subset-fonts.mjs. */\n${rules.join('\n')}`,
);
