import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Button, FormAlert, pathFor, toApiError, commonErrorMessageId } from '@stepwise/shared';
import { AuthCard } from '../../common/components/auth-card';
import { RESTORED_QUERY_FLAG } from '../login';
import { useCheckRestoreCodeQuery, useSetNewPasswordMutation } from './api/restore-api';
import { InvalidRestoreLink } from './components/invalid-restore-link';
import { RestoreForm, type RestoreValues } from './components/restore-form';
import { isRestoreLinkInvalid, restoreSubmitErrors } from './restore-errors';

export default function RestorePage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const check = useCheckRestoreCodeQuery(code, { skip: code === '' });
  const [setNewPassword] = useSetNewPasswordMutation();
  // The link may also turn out invalid on saving (used in another tab meanwhile).
  const [invalidOnSave, setInvalidOnSave] = useState(false);

  async function submit(values: RestoreValues) {
    const result = await setNewPassword({ check_code: code, password: values.password, password_confirmation: values.password_confirmation });
    if ('error' in result) {
      const error = toApiError(result.error);
      if (!isRestoreLinkInvalid(error)) return restoreSubmitErrors(error);
      setInvalidOnSave(true);
      return undefined;
    }
    navigate(pathFor('login', { query: { [RESTORED_QUERY_FLAG]: '1' } }), { replace: true });
    return undefined;
  }

  const checkError = check.error ? toApiError(check.error) : null;
  let content;
  if (code === '' || invalidOnSave || (checkError && isRestoreLinkInvalid(checkError))) {
    content = <InvalidRestoreLink />;
  } else if (check.isSuccess) {
    content = (
      <>
        <p>
          <FormattedMessage id="auth.restore.intro" />
        </p>
        <RestoreForm onSubmit={submit} />
      </>
    );
  } else if (checkError && !check.isFetching) {
    content = (
      <>
        <FormAlert>
          <FormattedMessage id={commonErrorMessageId(checkError)} />
        </FormAlert>
        <Button onClick={() => void check.refetch()}>
          <FormattedMessage id="auth.common.retry" />
        </Button>
      </>
    );
  } else {
    content = (
      <p role="status">
        <FormattedMessage id="auth.restore.checking" />
      </p>
    );
  }

  return <AuthCard titleId="auth.restore.title">{content}</AuthCard>;
}
