import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert, toApiError } from '@stepwise/shared';
import { Notice, StatusRegion } from '../../../common/components/status-message';
import { SubmitButton } from '../../../common/components/submit-button';
import { useUnsubscribeMutation } from '../api/unsubscribe-api';
import { unsubscribeErrorMessageId } from '../unsubscribe-error-message';

/**
 * Asks before unsubscribing: mail scanners open links on their own, so opening the page must not
 * unsubscribe anybody; only the button does.
 */
export function UnsubscribeConfirm({ email, hash }: { email: string; hash: string }) {
  const [unsubscribe, { isLoading, data, error }] = useUnsubscribeMutation();
  const resultRef = useRef<HTMLDivElement>(null);

  // The button is gone once done: keep the keyboard focus on the result.
  useEffect(() => {
    if (data) resultRef.current?.focus();
  }, [data]);

  return (
    <>
      <StatusRegion>
        {data && (
          <div ref={resultRef} tabIndex={-1} css={{ outline: 'none' }}>
            <Notice>
              <FormattedMessage id="auth.unsubscribe.done" values={{ email: <strong>{data.email || email}</strong> }} />
            </Notice>
          </div>
        )}
      </StatusRegion>
      {!data && (
        <form
          noValidate
          css={{ display: 'grid' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isLoading) void unsubscribe({ email, hash });
          }}
        >
          {error && (
            <FormAlert>
              <FormattedMessage id={unsubscribeErrorMessageId(toApiError(error))} />
            </FormAlert>
          )}
          <p>
            <FormattedMessage id="auth.unsubscribe.question" values={{ email: <strong>{email}</strong> }} />
          </p>
          <SubmitButton submitting={isLoading} labelId="auth.unsubscribe.submit" busyLabelId="auth.unsubscribe.submitting" />
        </form>
      )}
    </>
  );
}
