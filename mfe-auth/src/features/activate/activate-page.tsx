import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { loadCurrentUser, pathFor, safeNextPath, selectAuthUser, signOut, toApiError, useAppDispatch, useAppSelector, userLoaded } from '@stepwise/shared';
import { AuthCard } from '../../common/components/auth-card';
import { LinkButton } from '../../common/components/link-button';
import { useActivateMutation } from './api/activation-api';
import { activationSubmitErrors, normalizeCode } from './activation-errors';
import { ActivationForm, type ActivationValues } from './components/activation-form';

export default function ActivatePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const email = useAppSelector(selectAuthUser)?.email ?? null;
  const [activate] = useActivateMutation();
  const [searchParams] = useSearchParams();

  /** On to where the user was going before signing up (e.g. an invitation), else their workspaces. */
  function goToWorkspaces() {
    navigate(safeNextPath(searchParams.get('next')) ?? pathFor('account-workspaces'), { replace: true });
  }

  /** Activated meanwhile (another tab): take the fresh user and go on. */
  async function continueAsActive() {
    await dispatch(loadCurrentUser());
    goToWorkspaces();
  }

  async function submit({ code }: ActivationValues) {
    const result = await activate({ code: normalizeCode(code) });
    if ('error' in result) {
      const error = toApiError(result.error);
      if (error.code === 'already_active') return continueAsActive();
      return activationSubmitErrors(error);
    }
    // The activated user replaces the new one, so the guards let them in.
    dispatch(userLoaded({ user: result.data }));
    goToWorkspaces();
    return undefined;
  }

  function logOut() {
    void dispatch(signOut());
    navigate(pathFor('register'), { replace: true });
  }

  return (
    <AuthCard titleId="auth.activate.title">
      <p>
        {email ? <FormattedMessage id="auth.activate.sentTo" values={{ email: <strong>{email}</strong> }} /> : <FormattedMessage id="auth.activate.sent" />}
      </p>
      <ActivationForm email={email} onSubmit={submit} onAlreadyActive={() => void continueAsActive()} />
      <p>
        <FormattedMessage id="auth.activate.wrongEmail" />{' '}
        <LinkButton onClick={logOut}>
          <FormattedMessage id="auth.activate.logOut" />
        </LinkButton>
      </p>
    </AuthCard>
  );
}
