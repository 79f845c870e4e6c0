import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, ProgressBar, useAppDispatch, useToast, uploadWithProgress, commonErrorMessageId, type ApiError, type User } from '@stepwise/shared';
import { userUpdated } from '../api/profile-api';
import { PHOTO_MAX_MB, PHOTO_TYPES, photoProblem, photoUploadErrorId } from '../photo-rules';

/** The profile photo: the avatar as others see it, and a new photo uploaded with real progress. */
export function PhotoUpload({ user }: { user: User }) {
  const theme = useTheme();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const showToast = useToast();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Leaving the page stops an upload still running.
  useEffect(() => () => upload.current?.abort(), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const tooBadToSend = photoProblem(file);
    setProblem(tooBadToSend ?? null);
    if (tooBadToSend) return;

    const controller = new AbortController();
    upload.current = controller;
    const body = new FormData();
    body.append('photo', file, file.name);
    setProgress(0);
    try {
      const updated = await uploadWithProgress<User>('user/photo', body, { onProgress: setProgress, dispatch, signal: controller.signal });
      userUpdated(dispatch, updated);
      showToast('success', 'account.profile.photo.uploaded');
    } catch (failure) {
      const error = failure as ApiError;
      if (error.code === 'aborted' || error.status === 401) return;
      const refused = photoUploadErrorId(error);
      if (refused) setProblem(refused);
      else showToast('error', commonErrorMessageId(error));
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setProgress(null);
      }
    }
  }

  const uploading = progress !== null;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.lg, alignItems: 'center' }}>
      <Avatar user={user} size="lg" label={intl.formatMessage({ id: 'account.profile.photo.current' })} />
      <div css={{ display: 'grid', gap: theme.space.xs, flex: '1 1 16rem' }}>
        <label htmlFor={id} css={{ fontWeight: 600 }}>
          <FormattedMessage id="account.profile.photo.choose" />
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          name="photo"
          accept={PHOTO_TYPES.join(',')}
          disabled={uploading}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => void choose(event)}
        />
        <small id={`${id}-hint`} css={{ color: theme.colors.textMuted }}>
          <FormattedMessage id="account.profile.photo.hint" values={{ max: PHOTO_MAX_MB }} />
        </small>
        {problem && (
          <p id={`${id}-error`} role="alert" css={{ margin: 0, color: theme.colors.danger }}>
            <FormattedMessage id={problem} values={{ max: PHOTO_MAX_MB }} />
          </p>
        )}
        {uploading && (
          <div css={{ display: 'grid', gap: theme.space.xs }}>
            <ProgressBar value={progress} label={intl.formatMessage({ id: 'account.profile.photo.uploading' })} />
            <small aria-hidden="true">{Math.round(progress)}%</small>
          </div>
        )}
      </div>
    </div>
  );
}
