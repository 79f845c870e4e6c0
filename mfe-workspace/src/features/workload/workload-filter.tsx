import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inlineControlStyle } from '../../common/styles/inline-control';

export interface WorkloadFilterProps {
  /** The label's message id. */
  labelId: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  value: number | undefined;
  onChange(value: number | undefined): void;
}

/** One filter of the board (sphere, goal or project): "all" or one of them. */
export function WorkloadFilter({ labelId, options, value, onChange }: WorkloadFilterProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: theme.space.xs, alignItems: 'center' }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: theme.fontSizes.sm }}>
        <FormattedMessage id={labelId} />
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        css={inlineControlStyle(theme)}
      >
        <option value="">{intl.formatMessage({ id: 'work.workload.filter.all' })}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
