import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';

export interface WorkDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A panel along the right edge (a task beside its list) instead of a box in the middle. */
  side?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus and Escape closes it; focus goes
 * back to what opened it; a control marked `data-autofocus` gets the focus first. Its content is
 * mounted only while it is open.
 */
export function WorkDialog({ open, title, onClose, children, side = false }: WorkDialogProps) {
  const theme = useTheme();
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; browsers do.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The field the dialog is for, rather than its close button.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus?.();
    };
  }, [open]);

  const placement = side
    ? { margin: '0 0 0 auto', height: '100dvh', maxHeight: '100dvh', width: 'min(40rem, 100vw)', maxWidth: '100vw', borderRadius: 0 }
    : { width: 'calc(100% - 2rem)', maxWidth: '36rem', borderRadius: theme.radii.md };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // A field that uses Escape itself (an edit being undone) stops it first.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      css={{
        border: 0,
        padding: 0,
        boxShadow: '0 16px 48px rgb(0 0 0 / 0.25)',
        color: theme.colors.text,
        '&::backdrop': { background: 'rgb(0 0 0 / 0.4)' },
        ...placement,
      }}
    >
      {open && (
        <div css={{ display: 'grid', gap: theme.space.md, padding: theme.space.lg, minWidth: 0 }}>
          <div css={{ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: theme.space.md }}>
            <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg, minWidth: 0, overflowWrap: 'anywhere' }}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'work.dialog.close' })}
              css={{
                font: 'inherit',
                fontSize: theme.fontSizes.lg,
                minWidth: 44,
                minHeight: 44,
                border: 0,
                background: 'transparent',
                cursor: 'pointer',
                borderRadius: theme.radii.sm,
                color: theme.colors.text,
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
