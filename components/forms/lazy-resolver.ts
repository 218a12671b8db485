import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (and zod) is loaded the first time it is needed, or
 * earlier with `preload()` (on the form's first focus): validation code stays out of the
 * page's first JavaScript.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load is tried again on the next validation
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
