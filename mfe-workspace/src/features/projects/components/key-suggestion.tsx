import { useEffect } from 'react';
import { useField, useForm } from '@stepwise/shared/forms';
import { deriveProjectKey } from '@stepwise/contracts/rules';

/**
 * Keeps the key field on the key the name suggests (the API's own rule), until the user types a key
 * of their own.
 */
export function KeySuggestion({ enabled }: { enabled: boolean }) {
  const form = useForm();
  const name = useField<string>('name', { subscription: { value: true } }).input.value;
  useEffect(() => {
    if (enabled) form.change('key', name.trim() ? deriveProjectKey(name) : '');
  }, [enabled, form, name]);
  return null;
}
