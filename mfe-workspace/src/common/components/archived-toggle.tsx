import { useId } from 'react';
import { useTheme } from '@emotion/react';

/** "Show archived": a plain checkbox beside a list's title. */
export function ArchivedToggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const theme = useTheme();
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: 44 }}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} css={{ width: '1.25rem', height: '1.25rem' }} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
