/** The key that opens quick create anywhere in the workspace app (shown beside its button). */
export const QUICK_CREATE_KEY = 'c';

/** Whether a key press is the shortcut: the bare key, typed outside any field, with no dialog open. */
export function isQuickCreateShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== QUICK_CREATE_KEY || event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return false;
  return document.querySelector('dialog[open]') === null;
}
