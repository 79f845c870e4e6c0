import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert, required, toApiError } from '@stepwise/shared';
import { type BankTransferResult } from '@stepwise/shared/billing';
import { useRequestBankTransferMutation } from '@stepwise/shared/api';
import { CheckboxField, FORM_ERROR, Form, FormSpy, TextField, ValidatedForm, useField } from '@stepwise/shared/forms';
import type { SubmissionErrors } from 'final-form';
import { attemptKey } from '../../common/checkout/attempt-key';
import type { CheckoutTarget } from '../../common/checkout/checkout-target';
import { bankTransferFieldErrors, toBankTransferCompany, type BankTransferValues } from './bank-transfer-fields';
import { validateIec, validateItn, validatePhone, validatePostcode } from './bank-transfer-rules';

function AddressFields({ prefix, legend }: { prefix: '' | 'mail.'; legend: string }) {
  const theme = useTheme();
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space.md, margin: `0 0 ${theme.space.md}` }}>
      <legend css={{ fontWeight: 600 }}>{legend}</legend>
      <TextField
        name={`${prefix}zipcode`}
        label={label('billing.bank.field.zipcode')}
        validate={validatePostcode}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField
        name={`${prefix}region`}
        label={label('billing.bank.field.region')}
        validate={required('billing.bank.error.region')}
        autoComplete="address-level1"
      />
      <TextField name={`${prefix}city`} label={label('billing.bank.field.city')} validate={required('billing.bank.error.city')} autoComplete="address-level2" />
      <TextField
        name={`${prefix}address`}
        label={label('billing.bank.field.address')}
        validate={required('billing.bank.error.address')}
        autoComplete="address-line1"
      />
      <TextField name={`${prefix}unit`} label={label('billing.bank.field.unit')} autoComplete="address-line2" />
    </fieldset>
  );
}

/** The mail address, asked for only when it differs from the legal one. */
function MailAddressFields({ legend }: { legend: string }) {
  const { input } = useField<boolean>('mailSameAsLegal', { subscription: { value: true }, type: 'checkbox' });
  return input.checked === false ? <AddressFields prefix="mail." legend={legend} /> : null;
}

export interface BankTransferFormProps {
  target: CheckoutTarget;
  /** What the user typed before (kept when they step back and forth). */
  savedValues: BankTransferValues;
  onValuesChange: (values: BankTransferValues) => void;
  onInvoice: (result: BankTransferResult) => void;
  onFailure: (code: string) => void;
}

/** Payment by bank transfer for legal entities: the company's details (spec §3), checked as the API does. */
export function BankTransferForm({ target, savedValues, onValuesChange, onInvoice, onFailure }: BankTransferFormProps) {
  const intl = useIntl();
  const [initialValues] = useState(savedValues);
  const [requestBankTransfer] = useRequestBankTransferMutation();
  const label = (id: string) => intl.formatMessage({ id });

  async function submit(values: BankTransferValues): Promise<SubmissionErrors | undefined> {
    const subject = { workspaceId: target.workspace.id, plan: target.plan.code, period: target.period };
    const result = await requestBankTransfer({
      workspace_id: target.workspace.id,
      plan: target.plan.code,
      price_type: target.period,
      idempotency_key: attemptKey('bank_transfer', subject),
      ...toBankTransferCompany(values),
    });
    if (!('error' in result)) {
      onInvoice(result.data);
      return undefined;
    }
    const error = toApiError(result.error);
    onFailure(error.code);
    const fieldErrors = error.status === 400 ? bankTransferFieldErrors(error) : null;
    if (fieldErrors) return fieldErrors;
    return { [FORM_ERROR]: error.status === 'network' ? 'error.offline' : 'billing.error.subscription' };
  }

  return (
    <Form<BankTransferValues> onSubmit={submit} initialValues={initialValues} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <ValidatedForm handleSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'billing.bank.formLabel' })}>
          <FormSpy<BankTransferValues> subscription={{ values: true }} onChange={({ values: current }) => onValuesChange(current)} />
          {typeof submitError === 'string' && (
            <FormAlert>
              <FormattedMessage id={submitError} />
              {submitError !== 'error.offline' && (
                <>
                  {' '}
                  <FormattedMessage id="error.tryLater" />
                </>
              )}
            </FormAlert>
          )}
          <TextField
            name="companyName"
            label={label('billing.bank.field.companyName')}
            validate={required('billing.bank.error.companyName')}
            autoComplete="organization"
          />
          <TextField
            name="itn"
            label={label('billing.bank.field.itn')}
            validate={validateItn}
            inputMode="numeric"
            hint={intl.formatMessage({ id: 'billing.bank.hint.itn' })}
          />
          <TextField name="iec" label={label('billing.bank.field.iec')} validate={validateIec} hint={intl.formatMessage({ id: 'billing.bank.hint.iec' })} />
          <TextField
            name="customerName"
            label={label('billing.bank.field.customerName')}
            validate={required('billing.bank.error.customerName')}
            autoComplete="name"
          />
          <TextField
            name="customerPhone"
            label={label('billing.bank.field.customerPhone')}
            validate={validatePhone}
            type="tel"
            autoComplete="tel"
            hint={intl.formatMessage({ id: 'billing.bank.hint.phone' })}
          />
          <AddressFields prefix="" legend={intl.formatMessage({ id: 'billing.bank.legalAddress' })} />
          <CheckboxField name="mailSameAsLegal" label={<FormattedMessage id="billing.bank.field.mailSameAsLegal" />} />
          <MailAddressFields legend={intl.formatMessage({ id: 'billing.bank.mailAddress' })} />
          <Button type="submit" busy={submitting}>
            <FormattedMessage id={submitting ? 'billing.bank.submitting' : 'billing.bank.submit'} />
          </Button>
        </ValidatedForm>
      )}
    </Form>
  );
}
