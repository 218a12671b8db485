import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const ok: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the real resolver on the first validation, once, and answers with it', async () => {
    const load = vi.fn(() => Promise.resolve(ok));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({
      values: { name: 'a' },
      errors: {},
    });
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() starts the load before any validation', async () => {
    const load = vi.fn(() => Promise.resolve(ok));
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ name: 'a' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load (a chunk that did not arrive) is tried again on the next validation', async () => {
    const load = vi
      .fn<() => Promise<typeof ok>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    resolver.preload();
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('ChunkLoadError');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
