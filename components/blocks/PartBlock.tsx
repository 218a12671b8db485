import type { BlockProps } from './types';

/** A part the route draws itself; a recipe naming one the route lacks is a mistake, not a gap. */
export function PartBlock({ ctx, name }: BlockProps<'part'>) {
  const part = ctx.parts?.[name];
  if (part === undefined) throw new Error(`${ctx.id}: the route gives no part "${name}"`);
  return part;
}
