import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, panelStyle, toApiError, useToast, type Locale, type Plan, type PlanCode } from '@stepwise/shared';
import { useStartTrialMutation } from '@stepwise/shared/api';
import { Form, SelectField, ValidatedForm } from '@stepwise/shared/forms';

/** A 30-day free trial of a paid plan, offered while the workspace has never had one. */
export function TrialOffer({ workspaceId, plans }: { workspaceId: number; plans: Plan[] }) {
  const theme = useTheme();
  const intl = useIntl();
  const showToast = useToast();
  const titleId = useId();
  const [startTrial] = useStartTrialMutation();
  const [searchParams] = useSearchParams();
  const queryPlan = searchParams.get('plan');
  const paid = plans.filter((plan) => plan.prices.monthly > 0);
  if (paid.length === 0) return null;
  // The wizard sends ?plan= when the trial of the plan chosen there could not start at creation.
  const initialPlan = (
    paid.find((plan) => plan.code === queryPlan) ??
    paid.find((plan) => plan.recommended) ??
    paid.find((plan) => plan.code === 'pro') ??
    paid[0]
  ).code;

  async function submit({ plan }: { plan: PlanCode }) {
    const result = await startTrial({ workspace_id: workspaceId, plan });
    if ('error' in result) {
      console.error('[mfe_billing] starting the trial failed', toApiError(result.error));
      showToast('error', 'billing.error.subscription');
      return;
    }
    showToast('success', 'billing.trial.started');
  }

  return (
    <section aria-labelledby={titleId} css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.sm }}>
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="billing.trial.title" />
      </h2>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="billing.trial.text" />
      </p>
      <Form<{ plan: PlanCode }> onSubmit={submit} initialValues={{ plan: initialPlan }}>
        {({ handleSubmit, submitting }) => (
          <ValidatedForm handleSubmit={handleSubmit}>
            <SelectField
              name="plan"
              label={intl.formatMessage({ id: 'billing.trial.plan' })}
              options={paid.map((plan) => ({ value: plan.code, label: plan.name[intl.locale as Locale] }))}
            />
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="billing.trial.start" />
            </Button>
          </ValidatedForm>
        )}
      </Form>
    </section>
  );
}
