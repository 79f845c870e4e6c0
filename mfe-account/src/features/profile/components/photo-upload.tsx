import { useEffect, useId, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, useAppDispatch, useToast, commonErrorMessageId, type ApiError, type User } from '@stepwise/shared';
import { ProgressBar, uploadWithProgress } from '@stepwise/shared/app-kit';
import { FieldHelp } from '@stepwise/shared/forms';
import { userUpdated } from '../api/profile-api';
import { PHOTO_MAX_MB, PHOTO_MESSAGE_IDS, PHOTO_TYPES, photoProblem, photoUploadErrorId } from '../photo-rules';
import { PhotoDropZone } from './photo-drop-zone';

const AVATAR_PIXELS = 96;

/**
 * The profile photo: the avatar as others see it, and a new photo, picked with the file input,
 * a click on the avatar or dropped on it, shown at once and uploaded with real progress.
 */
export function PhotoUpload({ user }: { user: User }) {
  const theme = useTheme();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const showToast = useToast();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);

  // Leaving the page stops an upload still running.
  useEffect(() => () => upload.current?.abort(), []);
  // A preview's object URL is released once another replaces it or the page goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function send(file: File) {
    const tooBadToSend = photoProblem(file);
    setProblem(tooBadToSend);
    if (tooBadToSend) return;

    const controller = new AbortController();
    upload.current = controller;
    const body = new FormData();
    body.append('photo', file, file.name);
    setPreview(URL.createObjectURL(file));
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
        setPreview(null);
      }
    }
  }

  const uploading = progress !== null;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.lg, alignItems: 'center' }}>
      <PhotoDropZone disabled={uploading} onPick={() => inputRef.current?.click()} onDrop={(file) => void send(file)}>
        {preview ? (
          <img
            src={preview}
            alt={intl.formatMessage({ id: 'account.profile.photo.preview' })}
            width={AVATAR_PIXELS}
            height={AVATAR_PIXELS}
            css={{ width: AVATAR_PIXELS, height: AVATAR_PIXELS, borderRadius: theme.radii.round, objectFit: 'cover' }}
          />
        ) : (
          <Avatar user={user} size="lg" label={intl.formatMessage({ id: 'account.profile.photo.current' })} />
        )}
      </PhotoDropZone>
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
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void send(file);
          }}
        />
        <small id={`${id}-hint`} css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          <FormattedMessage id="account.profile.photo.hint" values={{ max: PHOTO_MAX_MB }} />
        </small>
        {/* The form kit's message line (room kept for the longest message); announced as it appears. */}
        <div role="alert">
          <FieldHelp id={id} error={problem} values={{ max: PHOTO_MAX_MB }} messageIds={PHOTO_MESSAGE_IDS} />
        </div>
        {/* The bar's row is always there, so nothing below moves when an upload starts or ends. */}
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 3rem',
            alignItems: 'center',
            gap: theme.space.sm,
            minHeight: '1.5em',
            visibility: uploading ? 'visible' : 'hidden',
          }}
        >
          {uploading && (
            <>
              <ProgressBar value={progress} label={intl.formatMessage({ id: 'account.profile.photo.uploading' })} />
              <small aria-hidden="true">{Math.round(progress)}%</small>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
