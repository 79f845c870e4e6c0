import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHidden } from '../../../common/components/styles';
import { STEP_TITLES, WIZARD_STEPS, type WizardStep } from '../wizard-fields';

/** Where the user is in the wizard: the current step is marked with aria-current="step". */
export function StepIndicator({ current }: { current: WizardStep }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'account.newWorkspace.steps' })}
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}
    >
      {WIZARD_STEPS.map((step) => {
        const isCurrent = step === current;
        const done = step < current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: theme.space.xs,
              padding: `${theme.space.xs} ${theme.space.sm}`,
              borderRadius: theme.radii.round,
              border: `1px solid ${isCurrent ? theme.colors.primary : theme.colors.border}`,
              fontWeight: isCurrent ? 700 : 400,
              color: done || isCurrent ? theme.colors.text : theme.colors.textMuted,
            }}
          >
            <span aria-hidden="true">{done ? '✓' : step}</span>
            <FormattedMessage id={STEP_TITLES[step]} />
            {done && (
              <span css={visuallyHidden}>
                <FormattedMessage id="account.newWorkspace.stepDone" />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
