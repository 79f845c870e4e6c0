import { useTheme } from '@emotion/react';
import { RouteLink } from '@stepwise/shared';
import { ProgressBar } from '@stepwise/shared/app-kit';
import { usePlanName } from '@stepwise/shared/api';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberCapacity } from '../hooks/use-member-capacity';

export interface MemberCapacityProps {
  capacity: MemberCapacity;
  pendingInvitations: number;
  workspaceId: number;
}

/**
 * Seats used against the plan's capacity, next to the invite form: an invitation is accepted only
 * while there is a free seat, so the admin sees before inviting whether the plan needs upgrading.
 */
export function MemberCapacitySummary({ capacity, pendingInvitations, workspaceId }: MemberCapacityProps) {
  const theme = useTheme();
  const intl = useIntl();
  const planName = usePlanName('mfe_workspace');
  const plan = planName(capacity.plan);
  if (capacity.capacity === null) {
    return (
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.team.capacity.unlimited" values={{ used: capacity.used, plan }} />
      </p>
    );
  }
  const full = capacity.used >= capacity.capacity;
  const overbooked = !full && capacity.used + pendingInvitations > capacity.capacity;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.team.capacity.used" values={{ used: capacity.used, capacity: capacity.capacity, plan }} />
      </p>
      <ProgressBar value={(capacity.used / Math.max(capacity.capacity, 1)) * 100} label={intl.formatMessage({ id: 'work.team.capacity.label' })} />
      {(full || overbooked) && (
        <p css={{ margin: 0, color: theme.colors.warning }}>
          <FormattedMessage id={full ? 'work.team.capacity.full' : 'work.team.capacity.overbooked'} />{' '}
          <RouteLink to="account-workspaces-workspace-plan" params={{ workspace: workspaceId }}>
            <FormattedMessage id="work.planLimit.upgrade" />
          </RouteLink>
        </p>
      )}
    </div>
  );
}
