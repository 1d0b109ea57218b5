/**
 * The one keyboard model for lists of choices: the top bar's dropdown menus, tabs and the search
 * box's suggestions (after the WAI-ARIA Authoring Practices for menus, tabs and comboboxes,
 * https://www.w3.org/WAI/ARIA/apg/patterns/):
 * - the arrow keys along the list move one step and wrap around; from no choice, the forward arrow
 *   goes to the first and the backward arrow to the last;
 * - Home and End go to the ends, except in a text field, where they move the caret;
 * - Escape closes a popup and leaves focus on what opened it (each widget does that part).
 */
export type ListOrientation = 'horizontal' | 'vertical';

const forward = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const backward = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

/**
 * The index a key moves to in a list of `count` choices from `current` (-1: none), or undefined
 * when the key is not one of the list's.
 */
export function nextListIndex(
  key: string,
  current: number,
  count: number,
  { orientation, homeEnd = true }: { orientation: ListOrientation; homeEnd?: boolean },
): number | undefined {
  if (count <= 0) return undefined;
  if (homeEnd && key === 'Home') return 0;
  if (homeEnd && key === 'End') return count - 1;
  if (key === forward[orientation]) return (current + 1) % count;
  if (key !== backward[orientation]) return undefined;
  return current < 0 ? count - 1 : (current - 1 + count) % count;
}
