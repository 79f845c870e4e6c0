import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { TextField, useForm, useFormState } from '@stepwise/shared';
import { DOMAIN_MAX_LENGTH, WORKSPACE_NAME_MAX_LENGTH, domainFromName, validateDomain, validateWorkspaceName } from '../domain-rules';
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
  const intl = useIntl();
  const form = useForm<WizardValues>();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const domainRef = useRef<HTMLInputElement>(null);
  const check = useDomainAvailability(values.domain, onDomainCheck);

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
        hint={intl.formatMessage({ id: 'account.newWorkspace.domain.hint' })}
        validate={validateDomain}
        onInput={(event) => onDomainEdited(event.currentTarget.value !== '')}
      />
      <DomainStatus check={check} onUseSuggestion={pickSuggestion} />
    </>
  );
}
