import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: 'primary' | 'danger';
}

/**
 * A modal confirmation built on the native <dialog>: focus is trapped and Escape cancels by the
 * browser itself; focus returns to whatever opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, tone = 'primary' }: ConfirmDialogProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      // jsdom has no showModal; browsers do.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      css={{
        border: 0,
        borderRadius: theme.radii.md,
        padding: theme.space.lg,
        maxWidth: '28rem',
        width: 'calc(100% - 2rem)',
        boxShadow: '0 16px 48px rgb(0 0 0 / 0.25)',
        '&::backdrop': { background: 'rgb(0 0 0 / 0.4)' },
      }}
    >
      {open && (
        <>
          <h2 id={titleId} css={{ marginTop: 0, fontSize: theme.fontSizes.lg }}>
            {title}
          </h2>
          <div id={bodyId}>{children}</div>
          <div css={{ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm, marginTop: theme.space.lg }}>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
