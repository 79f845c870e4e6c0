import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { COMPLEXITY_MAX } from '@stepwise/contracts/rules';

/** A task's complexity (1–5) as filled dots, named for screen readers; a dash when not set. */
export const ComplexityDisplay = memo(function ComplexityDisplay({ complexity }: { complexity: number | null }) {
  const theme = useTheme();
  const intl = useIntl();
  if (complexity === null) return <span>—</span>;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: 'work.complexity.label' }, { complexity, max: COMPLEXITY_MAX })}
      css={{ display: 'inline-flex', gap: '2px' }}
    >
      {Array.from({ length: COMPLEXITY_MAX }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          css={{
            width: 6,
            height: 6,
            borderRadius: theme.radii.round,
            background: index < complexity ? theme.colors.text : 'transparent',
            border: `1px solid ${theme.colors.textMuted}`,
          }}
        />
      ))}
    </span>
  );
});
