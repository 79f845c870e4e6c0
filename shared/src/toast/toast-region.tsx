import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToasts, toastDismissed, type Toast } from './toast-slice';

/** How long a toast stays before it leaves by itself. */
export const TOAST_DURATION_MS = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const theme = useTheme();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  const color = toast.tone === 'error' ? theme.colors.danger : toast.tone === 'success' ? theme.colors.success : theme.colors.text;
  return (
    <li
      data-toast={toast.tone}
      css={{
        pointerEvents: 'auto',
        display: 'flex',
        gap: theme.space.md,
        alignItems: 'flex-start',
        padding: theme.space.md,
        background: theme.colors.background,
        borderLeft: `4px solid ${color}`,
        borderRadius: theme.radii.sm,
        boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
        color: theme.colors.text,
      }}
    >
      <span css={{ flex: 1 }}>{toast.text}</span>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'toast.close' })}
        onClick={() => dispatch(toastDismissed(toast.id))}
        css={{ border: 0, background: 'none', font: 'inherit', cursor: 'pointer', color: theme.colors.textMuted }}
      >
        ×
      </button>
    </li>
  );
}

/**
 * Where toasts appear: errors are announced assertively, everything else politely. The live
 * regions stay in the page while empty (a region added together with its text is often not read),
 * so the region lets presses through to what is under it (a submit button at the bottom of a phone
 * screen); only the toasts themselves take them.
 */
export function ToastRegion() {
  const theme = useTheme();
  const toasts = useAppSelector(selectToasts);
  const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm };
  return (
    <div
      css={{
        position: 'fixed',
        right: theme.space.md,
        bottom: theme.space.md,
        zIndex: 200,
        width: 'min(24rem, calc(100vw - 2rem))',
        display: 'grid',
        gap: theme.space.sm,
        pointerEvents: 'none',
      }}
    >
      <ul aria-live="polite" data-testid="toasts-polite" css={list}>
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </ul>
      <ul aria-live="assertive" data-testid="toasts-assertive" css={list}>
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </ul>
    </div>
  );
}
