import { memo, useId } from 'react';
import { useTheme } from '@emotion/react';
import { inlineControlStyle } from '../../common/styles/inline-control';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The first option, meaning "no filter". */
  anyLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** One filter of a list: a labelled native select (keyboard and screen reader behaviour for free). */
export const FilterSelect = memo(function FilterSelect({ label, anyLabel, value, options, onChange }: FilterSelectProps) {
  const theme = useTheme();
  const id = useId();
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
      <label htmlFor={id} css={{ fontSize: theme.fontSizes.sm, fontWeight: 600 }}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} css={inlineControlStyle(theme, { active: Boolean(value) })}>
        <option value="">{anyLabel}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});
