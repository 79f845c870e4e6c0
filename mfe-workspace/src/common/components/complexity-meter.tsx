import { useTheme } from '@emotion/react';
import { COMPLEXITY_MAX } from '@stepwise/contracts/rules';
import { useIntl } from 'react-intl';

/** A task's complexity (1–5) as filled dots, read out as "Complexity 3 of 5". */
export function ComplexityMeter({ value }: { value: number }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <span role="img" aria-label={intl.formatMessage({ id: 'work.complexity.value' }, { value, max: COMPLEXITY_MAX })} css={{ display: 'inline-flex', gap: 2, alignItems: 'center' }}>
      {Array.from({ length: COMPLEXITY_MAX }, (_, index) => (
        <span
          key={index}
          css={{ width: 6, height: 6, borderRadius: theme.radii.round, background: index < value ? theme.colors.text : 'transparent', border: `1px solid ${theme.colors.textMuted}` }}
        />
      ))}
    </span>
  );
}
