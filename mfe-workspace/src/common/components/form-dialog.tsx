import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form (its fields and buttons). */
  children: ReactNode;
}

/**
 * A modal with a form (create or edit something), on the native <dialog> like the shared confirm
 * dialog: focus stays inside, Escape closes, and focus returns to what opened it.
 */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const theme = useTheme();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={{ border: 0, borderRadius: theme.radii.md, padding: theme.space.lg, maxWidth: '32rem', width: 'calc(100% - 2rem)', boxShadow: '0 16px 48px rgb(0 0 0 / 0.25)', '&::backdrop': { background: 'rgb(0 0 0 / 0.4)' } }}
    >
      {open && (
        <>
          <h2 id={titleId} css={{ marginTop: 0, fontSize: theme.fontSizes.lg }}>
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
