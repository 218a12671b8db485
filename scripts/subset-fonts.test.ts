import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * scripts/subset-fonts.mjs sizes the first paint's fallback faces from next/font's own metrics table
 * (coupling register, docs/architecture.md). A renamed face or field would write `NaN%` into
 * faces.css without failing the build: this says so first.
 */
describe('the fallback faces’ metrics', () => {
  it("Next's font metrics still have every face and field the fallback faces are sized from", () => {
    const metrics = createRequire(import.meta.url)(
      'next/dist/server/capsize-font-metrics.json',
    ) as Record<string, Record<string, unknown> & { variants?: Record<string, unknown> }>;
    const faces = {
      'Jost 400': metrics.jost,
      'Jost 700': metrics.jost?.variants?.['700'],
      'Arial 400': metrics.arial,
      'Arial 700': metrics.arial?.variants?.['700'],
      'Playfair Display 400': metrics.playfairDisplay,
      'Times New Roman 400': metrics.timesNewRoman,
    };
    for (const [name, face] of Object.entries(faces)) {
      for (const field of ['xWidthAvg', 'unitsPerEm', 'ascent', 'descent', 'lineGap']) {
        expect(
          Number.isFinite((face as Record<string, unknown>)?.[field]),
          `${name} ${field}`,
        ).toBe(true);
      }
    }
  });
});
