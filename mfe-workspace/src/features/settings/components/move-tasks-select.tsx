import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { inlineControlStyle } from '../../../common/styles/inline-control';

export interface MoveTasksSelectProps {
  label: string;
  value: number | undefined;
  onChange: (stageId: number) => void;
  /** The stages the tasks may go to, as options (or option groups). */
  children: ReactNode;
}

/** Where the tasks of a deleted sphere or stage go: a labelled choice of stage. */
export function MoveTasksSelect({ label, value, onChange, children }: MoveTasksSelectProps) {
  const theme = useTheme();
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} css={inlineControlStyle(theme)}>
        {children}
      </select>
    </div>
  );
}
