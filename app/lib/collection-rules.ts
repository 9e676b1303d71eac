/** How many columns a group of cards gets on wide screens. */
export type ColumnCount = 1 | 2 | 3 | 4;

/** One card per column up to three; four columns for anything larger. */
export function columnsFor(itemCount: number): ColumnCount {
  if (itemCount <= 1) return 1;
  if (itemCount === 2) return 2;
  if (itemCount === 3) return 3;
  return 4;
}

/** Items with "bold" anywhere in their name carry the parental-advisory style badge. */
export function isBoldItem(item: { name: string }): boolean {
  return /bold/i.test(item.name);
}
