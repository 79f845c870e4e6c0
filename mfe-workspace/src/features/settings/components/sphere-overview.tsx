import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { Sphere } from '../../../common/api/work-types';
import { BASE_STATE_MESSAGES } from '../base-state-messages';

/** The spheres and their stages as a member sees them: read only. */
export function SphereOverview({ spheres }: { spheres: Sphere[] }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      {spheres.map((sphere) => (
        <section
          key={sphere.id}
          aria-label={sphere.name}
          css={{ padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
        >
          <h2 css={{ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSizes.lg }}>{sphere.name}</h2>
          <ol
            aria-label={intl.formatMessage({ id: 'work.settings.stagesOf' }, { name: sphere.name })}
            css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}
          >
            {[...sphere.stages]
              .sort((a, b) => a.position - b.position)
              .map((stage) => (
                <li key={stage.id}>
                  {stage.name} <span css={{ color: theme.colors.textMuted }}>({intl.formatMessage({ id: BASE_STATE_MESSAGES[stage.state] })})</span>
                </li>
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
