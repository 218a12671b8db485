/** The grid classes of a row of 2, 3 or 4 cards at the widest breakpoint (fewer on smaller ones). */
export function cardGrid(columns: 2 | 3 | 4): string {
  if (columns === 4) return 'sm:grid-cols-2 lg:grid-cols-4';
  return columns === 2 ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
}
