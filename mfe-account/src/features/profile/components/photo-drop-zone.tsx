import { useState, type DragEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export interface PhotoDropZoneProps {
  /** Files cannot be dropped or picked while an upload runs. */
  disabled: boolean;
  /** Opens the file picker (the file input's own click). */
  onPick: () => void;
  onDrop: (file: File) => void;
  children: ReactNode;
}

/**
 * The avatar as a target: a click opens the file picker, a dropped file is uploaded. It is a
 * pointer shortcut only, so it takes no focus: the labelled file input beside it is the keyboard
 * and screen-reader path to the same action, and one control is announced once.
 */
export function PhotoDropZone({ disabled, onPick, onDrop, children }: PhotoDropZoneProps) {
  const theme = useTheme();
  const [dragging, setDragging] = useState(false);

  function accept(event: DragEvent<HTMLDivElement>) {
    if (disabled || !Array.from(event.dataTransfer.types ?? []).includes('Files')) return;
    // Without this the browser would open the file instead of dropping it here.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  return (
    <div
      data-dragging={dragging || undefined}
      onClick={() => {
        if (!disabled) onPick();
      }}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files?.[0];
        if (file && !disabled) onDrop(file);
      }}
      css={{
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        padding: theme.space.xs,
        borderRadius: theme.radii.round,
        border: `2px dashed ${dragging ? theme.colors.primary : 'transparent'}`,
        cursor: disabled ? 'progress' : 'pointer',
        '&:hover': disabled ? undefined : { borderColor: theme.colors.border },
      }}
    >
      {children}
      {dragging && (
        <span
          aria-hidden="true"
          css={{
            position: 'absolute',
            inset: theme.space.xs,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            borderRadius: theme.radii.round,
            background: theme.colors.primary,
            color: theme.colors.primaryText,
            fontSize: theme.fontSizes.sm,
            fontWeight: 600,
          }}
        >
          <FormattedMessage id="account.profile.photo.dropHere" />
        </span>
      )}
    </div>
  );
}
