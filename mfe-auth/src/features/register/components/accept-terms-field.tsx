import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Field, RouteLink, required, visibleFieldError, type RouteName } from '@stepwise/shared';

const validateAccepted = required('auth.validation.acceptRequired');

function documentLink(to: RouteName) {
  return (chunks: ReactNode[]) => (
    <RouteLink to={to} target="_blank" rel="noopener noreferrer">
      {chunks}
    </RouteLink>
  );
}

/**
 * The consent checkbox of registration: the privacy policy and the terms of use, each a link that
 * opens in a new tab so the form keeps what was typed.
 */
export function AcceptTermsField() {
  const theme = useTheme();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field name="accept" type="checkbox" validate={validateAccepted as (value: unknown) => string | undefined}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div css={{ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md }}>
            <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm }}>
              <input
                {...input}
                id={id}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                css={{ width: '1.125rem', height: '1.125rem', marginTop: '0.2rem', flex: 'none', accentColor: theme.colors.primary }}
              />
              <label htmlFor={id}>
                <FormattedMessage id="auth.register.accept" values={{ privacy: documentLink('privacy'), terms: documentLink('terms') }} />
              </label>
            </div>
            {error && (
              <small id={errorId} css={{ color: theme.colors.danger }}>
                <FormattedMessage id={error} />
              </small>
            )}
          </div>
        );
      }}
    </Field>
  );
}
