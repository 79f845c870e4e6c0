import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSilentFailure } from '@stepwise/shared';
import { useGetPlansQuery, usePlanName } from '@stepwise/shared/api';
import { useFormState } from '@stepwise/shared/forms';
import { recommendPlan } from '../recommend-plan';
import type { WizardValues } from '../wizard-fields';
import { PlanOption } from './plan-option';

export interface PlanStepProps {
  /** The user (or the `?plan=` link) has picked a plan; until then the wizard preselects the recommendation. */
  planChosen: boolean;
  onPlanChosen: () => void;
}

/**
 * Step 3: the plan recommended for the team, with a toggle to show every plan. When the plan
 * catalogue cannot be loaded nothing is said (spec §8): the workspace is created without a plan.
 */
export function PlanStep({ planChosen, onPlanChosen }: PlanStepProps) {
  const theme = useTheme();
  const intl = useIntl();
  const listId = useId();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const { data: plans, isLoading, error } = useGetPlansQuery();
  useSilentFailure('mfe_account', error, 'loading the plans');
  const planName = usePlanName('mfe_account');
  const recommended = recommendPlan({ teamSize: values.team_size, plans });
  const [showAll, setShowAll] = useState(() => planChosen && values.plan !== undefined && values.plan !== recommended);

  const shortList = plans?.filter((plan) => plan.code === recommended || plan.code === values.plan) ?? [];
  const visible = showAll || shortList.length === 0 ? (plans ?? []) : shortList;

  return (
    <div css={{ display: 'grid', gap: theme.space.md, marginBottom: theme.space.md }}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="account.newWorkspace.plan.recommendation" values={{ plan: <strong>{planName(recommended)}</strong> }} />
      </p>
      {isLoading && (
        <p role="status" css={{ margin: 0 }}>
          <FormattedMessage id="account.newWorkspace.plan.loading" />
        </p>
      )}
      {plans && plans.length > 0 && (
        <>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            <FormattedMessage id="account.plans.trial" />
          </p>
          <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend css={{ fontWeight: 600, marginBottom: theme.space.sm }}>
              <FormattedMessage id="account.newWorkspace.field.plan" />
            </legend>
            <ul id={listId} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
              {visible.map((plan) => (
                <PlanOption key={plan.code} plan={plan} recommended={plan.code === recommended} onChosen={onPlanChosen} />
              ))}
            </ul>
          </fieldset>
          {shortList.length > 0 && shortList.length < plans.length && (
            <div>
              <button
                type="button"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll((shown) => !shown)}
                css={{
                  font: 'inherit',
                  padding: 0,
                  border: 0,
                  background: 'none',
                  color: theme.colors.primary,
                  textDecoration: 'underline',
                  cursor: 'pointer',
                }}
              >
                {intl.formatMessage({ id: showAll ? 'account.newWorkspace.plan.showRecommended' : 'account.newWorkspace.plan.showAll' })}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
