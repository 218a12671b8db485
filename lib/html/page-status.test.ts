import { describe, expect, it } from 'vitest';
import { isFactsUnknownShell } from './page-status';

describe('isFactsUnknownShell', () => {
  it("finds the digest of unknown venue facts in Next's inline payload, escaped or not", () => {
    // As Next 16 writes a render's error into the error shell's payload.
    expect(
      isFactsUnknownShell(
        'self.__next_f.push([1,"8:E{\\"digest\\":\\"VENUE_FACTS_UNKNOWN\\"}\\n"])',
      ),
    ).toBe(true);
    expect(isFactsUnknownShell('{"digest":"VENUE_FACTS_UNKNOWN"}')).toBe(true);
    expect(isFactsUnknownShell('{"digest":"3021948513"}')).toBe(false);
    // Words on a page are not the error's digest.
    expect(isFactsUnknownShell('<p>VENUE_FACTS_UNKNOWN</p>')).toBe(false);
  });
});
