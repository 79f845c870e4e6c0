import { sameValue } from './same-value';

/**
 * Edits of a cached list in place (an immer draft): each leaves the list as it is when the change is
 * already there, so applying one twice changes nothing.
 */

/** Replaces the item with the same key, or adds it (at the end, or first with `at: 'start'`). */
export function upsertInList<T>(list: T[], item: T, keyOf: (item: T) => number, at: 'start' | 'end' = 'end'): void {
  const index = list.findIndex((candidate) => keyOf(candidate) === keyOf(item));
  if (index === -1) {
    if (at === 'start') list.unshift(item);
    else list.push(item);
  } else if (!sameValue(list[index], item)) {
    list[index] = item;
  }
}

/** Replaces the item with the same key if the list has it; true when it was there. */
export function replaceInList<T>(list: T[], item: T, keyOf: (item: T) => number): boolean {
  const index = list.findIndex((candidate) => keyOf(candidate) === keyOf(item));
  if (index === -1) return false;
  if (!sameValue(list[index], item)) list[index] = item;
  return true;
}

/** Removes the item with this key; true when it was there. */
export function removeFromList<T>(list: T[], key: number, keyOf: (item: T) => number): boolean {
  const index = list.findIndex((candidate) => keyOf(candidate) === key);
  if (index === -1) return false;
  list.splice(index, 1);
  return true;
}

export const byId = (item: { id: number }) => item.id;
