import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import type { Validator } from '../forms/validators';
import { FieldHelp, fieldDescriptionIds, visibleFieldError } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  options: SelectOption[];
  /** Text of the empty first option; omit to force a choice from the list. */
  placeholder?: string;
  validate?: Validator;
  hint?: ReactNode;
}

/** A native select (keyboard and screen-reader behaviour for free) bound to react-final-form. */
export function SelectField({ name, label, options, placeholder, validate, hint, ...selectProps }: SelectFieldProps) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field name={name} validate={validate as (value: unknown) => string | undefined}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div css={{ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md }}>
            <label htmlFor={id} css={{ fontWeight: 600 }}>
              {label}
            </label>
            <select
              {...input}
              {...selectProps}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescriptionIds(id, hint, error)}
              css={{ font: 'inherit', padding: theme.space.sm, border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`, borderRadius: theme.radii.sm, background: theme.colors.background }}
            >
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldHelp id={id} hint={hint} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
