import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import {
  Button,
  ErrorPanel,
  pathFor,
  RouteLink,
  selectAuthUser,
  selectIsAuth,
  selectIsUserInitialized,
  toApiError,
  useAppSelector,
  type ApiError,
} from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkAcceptInvitationMutation } from '../invitation-acceptance-api';
import type { InvitationPreview } from '../../../common/api/work-types';
import { ROLE_MESSAGES } from '../../../common/components/role-badge';
import { acceptDeadEnd, type InvitationDeadEnd } from '../invitation-outcome';
import { DeadEnd } from './dead-end';

export interface InvitationCardProps {
  token: string;
  preview: InvitationPreview;
}

/**
 * A valid invitation: who invites to which workspace with which role. Signed in, the user joins here;
 * a guest signs in or creates an account and comes back to this page (the link's `next`).
 */
export function InvitationCard({ token, preview }: InvitationCardProps) {
  const theme = useTheme();
  const intl = useIntl();
  const navigate = useNavigate();
  const isAuth = useAppSelector(selectIsAuth);
  const initialized = useAppSelector(selectIsUserInitialized);
  const me = useAppSelector(selectAuthUser);
  const [accept, { isLoading }] = useWorkAcceptInvitationMutation();
  const [deadEnd, setDeadEnd] = useState<InvitationDeadEnd | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const here = pathFor('invite', { params: { token } });
  const role = <strong>{intl.formatMessage({ id: ROLE_MESSAGES[preview.role] })}</strong>;
  const workspace = <strong>{preview.workspace_name}</strong>;

  async function join() {
    setFailure(null);
    const result = await accept(token);
    if (!('error' in result)) {
      navigate(pathFor('workspace', { params: { workspace: result.data.id } }), { replace: true });
      return;
    }
    const error = toApiError(result.error);
    const known = acceptDeadEnd(error);
    if (known) setDeadEnd(known);
    else setFailure(error);
  }

  if (deadEnd) return <DeadEnd kind={deadEnd} workspaceName={preview.workspace_name} />;
  return (
    <div css={{ display: 'grid', gap: theme.space.md, padding: theme.space.lg, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}>
      <p css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {preview.inviter_name ? (
          <FormattedMessage id="work.invite.byInviter" values={{ inviter: <strong>{preview.inviter_name}</strong>, workspace, role }} />
        ) : (
          <FormattedMessage id="work.invite.anonymous" values={{ workspace, role }} />
        )}
      </p>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.invite.sentTo" values={{ email: preview.email, date: <LocalDate value={preview.expires_at} /> }} />
      </p>
      {failure && <ErrorPanel error={failure} titleId="work.invite.joinFailed" />}
      {!initialized ? null : isAuth ? (
        <div css={{ display: 'grid', gap: theme.space.sm, justifyItems: 'start' }}>
          {me && me.email.toLowerCase() !== preview.email.toLowerCase() && (
            <p css={{ margin: 0 }}>
              <FormattedMessage id="work.invite.otherAccount" values={{ email: <strong>{me.email}</strong> }} />
            </p>
          )}
          <Button onClick={() => void join()} busy={isLoading}>
            <FormattedMessage id="work.invite.join" />
          </Button>
        </div>
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' }}>
          <RouteLink to="login" query={{ next: here }} css={{ fontWeight: 600 }}>
            <FormattedMessage id="work.invite.signIn" />
          </RouteLink>
          <RouteLink to="register" query={{ next: here }}>
            <FormattedMessage id="work.invite.register" />
          </RouteLink>
        </div>
      )}
    </div>
  );
}
