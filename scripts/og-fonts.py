#!/usr/bin/env python3
"""Builds the TTF fonts of the social images (satori reads TTF/OTF/WOFF, not WOFF2).

Takes the self-hosted variable WOFF2 files of @fontsource-variable (latin, latin-ext and cyrillic
subsets: English, Turkish, German, Russian), pins one weight, merges the subsets into one file and
renames the family, as the SIL OFL asks of modified versions. Needs Debian's python3-fonttools and
python3-brotli, and the variable packages (the site itself ships static files):
  npm install --no-save @fontsource-variable/playfair-display @fontsource-variable/inter
  /usr/bin/python3 scripts/og-fonts.py
"""
from pathlib import Path

from fontTools import merge
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules' / '@fontsource-variable'
TARGET = ROOT / 'lib' / 'seo' / 'fonts'
SUBSETS = ['latin', 'latin-ext', 'cyrillic']
JOBS = [
    # package, file pattern, weight, output file, new family name
    ('playfair-display', 'playfair-display-{}-wght-normal.woff2', 700, 'og-display.ttf', 'OG Display'),
    ('inter', 'inter-{}-wght-normal.woff2', 500, 'og-sans.ttf', 'OG Sans'),
]


def rename(font: TTFont, family: str) -> None:
    names = font['name']
    for record in list(names.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 21, 22, 25):
            names.removeNames(nameID=record.nameID)
    for name_id, value in ((1, family), (2, 'Regular'), (3, f'{family} Regular'), (4, family),
                           (6, family.replace(' ', '') + '-Regular')):
        names.setName(value, name_id, 3, 1, 0x409)


def main() -> None:
    TARGET.mkdir(parents=True, exist_ok=True)
    for package, pattern, weight, output, family in JOBS:
        parts = []
        for subset in SUBSETS:
            font = TTFont(SOURCE / package / 'files' / pattern.format(subset))
            font.flavor = None
            static = instancer.instantiateVariableFont(font, {'wght': weight})
            part = TARGET / f'.{output}.{subset}.ttf'
            static.save(part)
            parts.append(str(part))
        merged = merge.Merger().merge(parts)
        rename(merged, family)
        merged.save(TARGET / output)
        for part in parts:
            Path(part).unlink()
        print(output, len(merged.getBestCmap()), 'characters')


if __name__ == '__main__':
    main()
