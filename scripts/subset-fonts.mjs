#!/usr/bin/env node
// The Turkish faces, cut from @fontsource's Latin Extended files down to the five letters Turkish
// has beyond Latin-1 (Ğ ğ İ Ş ş; ı is in the Latin files): ~4 KB for the three faces instead of
// ~26 KB, preloaded on every Turkish page. Written to dist/fonts/ with the @font-face rules that
// name them (app/globals.css imports turkish.css), so the letters are listed here only.
// Run by `npm run build` and `npm run dev` before Next (HarfBuzz's subsetter, through subset-font).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/fonts');
const LETTERS = 'ĞğİŞş';
const range = [...LETTERS]
  .map((letter) => `U+${letter.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
  .join(', ');
const FACES = [
  {
    family: 'Jost Turkish',
    weight: 400,
    from: '@fontsource/jost/files/jost-latin-ext-400-normal.woff2',
    file: 'jost-turkish-400-normal.woff2',
  },
  {
    family: 'Jost Turkish',
    weight: 700,
    from: '@fontsource/jost/files/jost-latin-ext-700-normal.woff2',
    file: 'jost-turkish-700-normal.woff2',
  },
  {
    family: 'Playfair Turkish',
    weight: 400,
    from: '@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2',
    file: 'playfair-display-turkish-400-normal.woff2',
  },
];

mkdirSync(out, { recursive: true });
const rules = [];
for (const face of FACES) {
  const source = readFileSync(path.join(root, 'node_modules', face.from));
  writeFileSync(
    path.join(out, face.file),
    await subsetFont(source, LETTERS, { targetFormat: 'woff2' }),
  );
  rules.push(
    `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${face.weight};\n  src: url('./${face.file}') format('woff2');\n  unicode-range: ${range};\n}\n`,
  );
}
writeFileSync(
  path.join(out, 'turkish.css'),
  `/* Written by scripts/subset-fonts.mjs. */\n${rules.join('\n')}`,
);
