import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { messageIdsOf, type Validator } from '@stepwise/shared';
import { FieldHelp, controlAttributes, fieldFrameStyle, visibleFieldError } from './field-shell';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type'> {
  name: string;
  label: ReactNode;
  validate?: Validator;
  hint?: ReactNode;
}

/** A checkbox bound to react-final-form, with its label, hint and error tied to it. */
export function CheckboxField({ name, label, validate, hint, ...inputProps }: CheckboxFieldProps) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field name={name} type="checkbox" validate={validate as (value: unknown) => string | undefined}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div css={fieldFrameStyle(theme)}>
            <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'flex-start' }}>
              <input
                {...input}
                {...inputProps}
                {...controlAttributes(id, hint, error)}
                type="checkbox"
                css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flex: 'none' }}
              />
              <label htmlFor={id}>{label}</label>
            </div>
            <FieldHelp id={id} hint={hint} error={error} messageIds={messageIdsOf(validate)} />
          </div>
        );
      }}
    </Field>
  );
}
