import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { messageIdsOf, type Validator } from '@stepwise/shared';
import { LabelledControl, controlAttributes, controlStyle, visibleFieldError } from './field-shell';

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
          <LabelledControl id={id} label={label} hint={hint} error={error} messageIds={messageIdsOf(validate)}>
            <select
              {...input}
              {...selectProps}
              {...controlAttributes(id, hint, error)}
              css={{ ...controlStyle(theme, error), background: theme.colors.background }}
            >
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </LabelledControl>
        );
      }}
    </Field>
  );
}
