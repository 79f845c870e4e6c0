/**
 * What a visitor entered into a prerendered form before the app was live: text typed into fields,
 * a checkbox ticked, a radio button chosen with the keyboard. Hydration leaves it on screen but the
 * form's state does not know it; afterwards each change is handed to the form as if it had just
 * been made, so nothing the visitor did is lost or silently ignored.
 */
export type EarlyInput =
  { kind: 'text'; field: HTMLInputElement | HTMLTextAreaElement; value: string } | { kind: 'checked'; field: HTMLInputElement; checked: boolean };

const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"], input[type="number"], input[type="password"], textarea';

/** Changes from the HTML as sent (read before hydration, while `default*` still describe the HTML). */
export function collectEarlyInput(container: ParentNode): EarlyInput[] {
  const typed = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field): EarlyInput => ({ kind: 'text', field, value: field.value }));
  const toggled = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
    // A radio button that lost its mark lost it to the one chosen, which is enough to replay.
    .filter((field) => field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked))
    .map((field): EarlyInput => ({ kind: 'checked', field, checked: field.checked }));
  return [...typed, ...toggled];
}

/**
 * Makes each change again after hydration. React keeps a field's last known value on the element
 * and fires onChange only when the element differs from it: the field is first set back through the
 * element's own setter (which React watches), then changed the way a visitor changes it.
 */
export function restoreEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const input of inputs) {
    if (!input.field.isConnected) continue;
    if (input.kind === 'text') {
      const prototypeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input.field) as object, 'value')?.set;
      if (!prototypeSetter) continue;
      input.field.value = '';
      prototypeSetter.call(input.field, input.value);
      input.field.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      input.field.checked = !input.checked;
      input.field.click();
    }
  }
}
