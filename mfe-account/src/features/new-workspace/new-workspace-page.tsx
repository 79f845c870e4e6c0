import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, FormAlert, PLAN_CODES, commonErrorMessageId, pathFor, serverFieldErrors, toApiError, type PlanCode } from '@stepwise/shared';
import { StepIndicator } from '@stepwise/shared/app-kit';
import { useGetPlansQuery, useStartTrialMutation } from '@stepwise/shared/api';
import { FORM_ERROR, Form, ValidatedForm, useForm } from '@stepwise/shared/forms';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useAccountCheckDomainMutation, useAccountCreateWorkspaceMutation, type CreateWorkspaceRequest } from '../../common/api/workspaces-api';
import { AccountPage } from '../../common/components/account-page';
import { DetailsStep } from './components/details-step';
import { NameStep } from './components/name-step';
import { PlanStep } from './components/plan-step';
import { normalizeDomain } from './domain-rules';
import { recommendPlan } from './recommend-plan';
import type { DomainCheck } from './hooks/use-domain-availability';
import {
  CREATE_FIELD_FALLBACK,
  CREATE_FIELD_MESSAGES,
  DOMAIN_REASON_MESSAGES,
  FIELD_STEPS,
  STEP_TITLES,
  WIZARD_STEPS,
  type WizardStep,
  type WizardValues,
} from './wizard-fields';

function isPlanCode(value: string | null): value is PlanCode {
  return value !== null && (PLAN_CODES as readonly string[]).includes(value);
}

/** Fields to show as invalid (touched) and focus after the wizard went back because of the server. */
interface Reveal {
  fields: string[];
}

/**
 * After a step change: focus the new step's heading, or, when the server sent the user back to
 * fix something, mark those fields as visited (so their errors show) and focus the first one.
 * Rendered after the step's fields, so they are registered when this runs.
 */
function StepFocus({
  step,
  reveal,
  onRevealed,
  headingRef,
}: {
  step: WizardStep;
  reveal: Reveal | null;
  onRevealed: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const form = useForm<WizardValues>();
  const shownStep = useRef(step);
  useEffect(() => {
    const stepChanged = shownStep.current !== step;
    shownStep.current = step;
    if (reveal) {
      const registered = form.getRegisteredFields();
      const fields = reveal.fields.filter((field) => registered.includes(field));
      for (const field of fields) form.blur(field as keyof WizardValues);
      onRevealed();
      const formElement = headingRef.current?.closest('form');
      const input = fields.length > 0 ? formElement?.querySelector<HTMLElement>(`[name="${fields[0]}"]`) : null;
      if (input) {
        input.focus();
        return;
      }
    }
    if (stepChanged || reveal) headingRef.current?.focus();
  }, [step, reveal, form, headingRef, onRevealed]);
  return null;
}

/** new-workspace: a three-step wizard (business details, name and domain, rate plan). */
export default function NewWorkspacePage() {
  const theme = useTheme();
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryPlan = searchParams.get('plan');
  const initialPlan = isPlanCode(queryPlan) ? queryPlan : undefined;
  const initialValues = useMemo<WizardValues>(() => (initialPlan ? { plan: initialPlan } : {}), [initialPlan]);

  const [step, setStep] = useState<WizardStep>(1);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const clearReveal = useCallback(() => setReveal(null), []);
  const [domainEdited, setDomainEdited] = useState(false);
  const [planChosen, setPlanChosen] = useState(initialPlan !== undefined);
  const lastDomainCheck = useRef<DomainCheck | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [checkDomain] = useAccountCheckDomainMutation();
  const [createWorkspace] = useAccountCreateWorkspaceMutation();
  const [startTrial] = useStartTrialMutation();
  const { data: plans } = useGetPlansQuery();

  /** Step 2 goes on only with a domain the server has not refused (a failed check lets the create call decide). */
  async function domainProblem(value: string | undefined): Promise<string | undefined> {
    const domain = normalizeDomain(value);
    const known = lastDomainCheck.current;
    let result = known?.state === 'done' && known.domain === domain ? known.result : undefined;
    if (!result) {
      const checked = await checkDomain(domain);
      if ('error' in checked) return undefined;
      result = checked.data;
    }
    return result.available ? undefined : DOMAIN_REASON_MESSAGES[result.reason ?? 'taken'];
  }

  function backTo(errors: Record<string, string>) {
    const fields = Object.keys(errors);
    const target = Math.min(...fields.map((field) => FIELD_STEPS[field] ?? 3)) as WizardStep;
    setStep(target);
    setReveal({ fields });
    return errors;
  }

  async function create(values: WizardValues): Promise<SubmissionErrors | undefined> {
    const chosenPlan = (plans ?? []).find((plan) => plan.code === values.plan);
    const planAvailable = chosenPlan !== undefined;
    const request: CreateWorkspaceRequest = {
      name: (values.name ?? '').trim(),
      domain: normalizeDomain(values.domain),
      department: values.department!,
      ...(values.department === 'other' ? { custom_department: (values.custom_department ?? '').trim() } : {}),
      team_size: values.team_size!,
      role: values.role!,
      ...(planAvailable ? { plan: values.plan } : {}),
    };
    const result = await createWorkspace(request);
    if (!('error' in result)) {
      const workspaceId = result.data.id;
      // A paid plan chosen here starts as that plan's 30-day trial (no card), so the workspace is on
      // the plan the user picked. Should the trial not start, the plan page offers that very plan.
      if (chosenPlan && chosenPlan.prices.monthly > 0) {
        const trial = await startTrial({ workspace_id: workspaceId, plan: chosenPlan.code });
        if ('error' in trial) {
          console.error('[mfe_account] the trial of the chosen plan did not start', toApiError(trial.error));
          navigate(pathFor('account-workspaces-workspace-plan', { params: { workspace: workspaceId }, query: { plan: chosenPlan.code } }));
          return undefined;
        }
      }
      navigate(pathFor('workspaceCreated', { params: { id: workspaceId } }));
      return undefined;
    }
    const error = toApiError(result.error);
    if (error.code === 'domain_taken' || error.status === 409) {
      lastDomainCheck.current = null;
      return backTo({ domain: DOMAIN_REASON_MESSAGES.taken });
    }
    const fieldErrors = error.status === 400 ? serverFieldErrors(error, CREATE_FIELD_MESSAGES, CREATE_FIELD_FALLBACK) : null;
    if (fieldErrors) return backTo(fieldErrors);
    return { [FORM_ERROR]: commonErrorMessageId(error) };
  }

  async function submit(values: WizardValues, form: FormApi<WizardValues>): Promise<SubmissionErrors | undefined> {
    if (step === 1) {
      setStep(2);
      return undefined;
    }
    if (step === 2) {
      const problem = await domainProblem(values.domain);
      if (problem) return { domain: problem };
      // Until the user picks one, the plan is the one recommended for the details of step 1.
      if (!planChosen) form.change('plan', recommendPlan({ teamSize: values.team_size, plans }));
      setStep(3);
      return undefined;
    }
    return create(values);
  }

  return (
    <AccountPage titleId="account.newWorkspace.title">
      <StepIndicator
        label={intl.formatMessage({ id: 'account.newWorkspace.steps' })}
        steps={WIZARD_STEPS.map((each) => intl.formatMessage({ id: STEP_TITLES[each] }))}
        current={WIZARD_STEPS.indexOf(step)}
        doneLabel={intl.formatMessage({ id: 'account.newWorkspace.stepDone' })}
      />
      <Form<WizardValues> onSubmit={submit} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <ValidatedForm handleSubmit={handleSubmit} css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: '40rem' }}>
            <h2 ref={headingRef} tabIndex={-1} css={{ marginTop: 0, fontSize: theme.fontSizes.lg, outline: 'none' }}>
              <FormattedMessage id="account.newWorkspace.stepHeading" values={{ step, total: 3, title: <FormattedMessage id={STEP_TITLES[step]} /> }} />
            </h2>
            {typeof submitError === 'string' && (
              <FormAlert>
                <FormattedMessage id={submitError} />
              </FormAlert>
            )}
            {step === 1 && <DetailsStep />}
            {step === 2 && (
              <NameStep domainEdited={domainEdited} onDomainEdited={setDomainEdited} onDomainCheck={(check) => (lastDomainCheck.current = check)} />
            )}
            {step === 3 && <PlanStep planChosen={planChosen} onPlanChosen={() => setPlanChosen(true)} />}
            <StepFocus step={step} reveal={reveal} onRevealed={clearReveal} headingRef={headingRef} />
            <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
              {step > 1 && (
                <Button variant="secondary" onClick={() => setStep((step - 1) as WizardStep)} disabled={submitting}>
                  <FormattedMessage id="account.newWorkspace.back" />
                </Button>
              )}
              {step < 3 ? (
                <Button type="submit" busy={submitting}>
                  <FormattedMessage id="account.newWorkspace.next" />
                </Button>
              ) : (
                <Button type="submit" busy={submitting}>
                  <FormattedMessage id={submitting ? 'account.newWorkspace.creating' : 'account.newWorkspace.create'} />
                </Button>
              )}
            </div>
          </ValidatedForm>
        )}
      </Form>
    </AccountPage>
  );
}
