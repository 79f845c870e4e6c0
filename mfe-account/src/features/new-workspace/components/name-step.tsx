import { useEffect, useId, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField, useForm, useFormState } from '@stepwise/shared/forms';
import { workspaceHostPreview } from '../../../common/workspace/workspace-address';
import { DOMAIN_MAX_LENGTH, WORKSPACE_NAME_MAX_LENGTH, domainFromName, normalizeDomain, validateDomain, validateWorkspaceName } from '../domain-rules';
import { useDomainAvailability, type DomainCheck } from '../hooks/use-domain-availability';
import type { WizardValues } from '../wizard-fields';
import { DomainStatus } from './domain-status';

export interface NameStepProps {
  /** The user has typed or picked a domain: it no longer follows the name. */
  domainEdited: boolean;
  onDomainEdited: (edited: boolean) => void;
  onDomainCheck: (check: DomainCheck) => void;
}

/** Step 2: the workspace name and its domain, proposed from the name and checked as the user types. */
export function NameStep({ domainEdited, onDomainEdited, onDomainCheck }: NameStepProps) {
  const theme = useTheme();
  const intl = useIntl();
  const form = useForm<WizardValues>();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const domainRef = useRef<HTMLInputElement>(null);
  const check = useDomainAvailability(values.domain, onDomainCheck);
  const statusId = useId();
  const refused = check.state === 'done' && !check.result.available;
  const typed = normalizeDomain(values.domain);

  useEffect(() => {
    if (!domainEdited) form.change('domain', domainFromName(values.name ?? ''));
  }, [values.name, domainEdited, form]);

  function pickSuggestion(domain: string) {
    form.change('domain', domain);
    onDomainEdited(true);
    domainRef.current?.focus();
  }

  return (
    <>
      <TextField
        name="name"
        autoComplete="organization"
        maxLength={WORKSPACE_NAME_MAX_LENGTH}
        label={intl.formatMessage({ id: 'account.newWorkspace.field.name' })}
        validate={validateWorkspaceName}
      />
      <TextField
        ref={domainRef}
        name="domain"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={DOMAIN_MAX_LENGTH}
        label={intl.formatMessage({ id: 'account.newWorkspace.field.domain' })}
        hint={
          <>
            <FormattedMessage id="account.newWorkspace.domain.hint" />{' '}
            <FormattedMessage
              id="account.newWorkspace.domain.address"
              values={{
                address: (
                  <strong css={{ fontFamily: theme.fonts.mono, overflowWrap: 'anywhere' }}>
                    {workspaceHostPreview(typed || intl.formatMessage({ id: 'account.newWorkspace.domain.addressPlaceholder' }))}
                  </strong>
                ),
              }}
            />
          </>
        }
        validate={validateDomain}
        invalid={refused}
        aria-describedby={statusId}
        onInput={(event) => onDomainEdited(event.currentTarget.value !== '')}
      />
      <DomainStatus id={statusId} check={check} onUseSuggestion={pickSuggestion} />
    </>
  );
}
