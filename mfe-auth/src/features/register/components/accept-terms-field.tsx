import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, required, type RouteName } from '@stepwise/shared';
import { CheckboxField } from '@stepwise/shared/forms';

const validateAccepted = required('validation.acceptTerms');

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
  return (
    <CheckboxField
      name="accept"
      label={<FormattedMessage id="auth.register.accept" values={{ privacy: documentLink('privacy'), terms: documentLink('terms') }} />}
      validate={validateAccepted}
    />
  );
}
