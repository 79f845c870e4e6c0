import { useTheme } from '@emotion/react';

/** "Show archived": a plain checkbox beside a list, its whole label a finger-sized target. */
export function ArchivedToggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const theme = useTheme();
  return (
    <label css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm, minHeight: 44, cursor: 'pointer', justifySelf: 'start' }}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} css={{ width: '1.25rem', height: '1.25rem', margin: 0 }} />
      {label}
    </label>
  );
}
