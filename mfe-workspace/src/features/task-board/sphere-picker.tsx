import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { Sphere } from '../../common/api/work-types';
import { inlineControlStyle } from '../../common/styles/inline-control';

export interface SpherePickerProps {
  spheres: readonly Sphere[];
  value: number;
  onChange: (sphereId: number) => void;
}

/** Which sphere the board shows. */
export function SpherePicker({ spheres, value, onChange }: SpherePickerProps) {
  const theme = useTheme();
  const intl = useIntl();
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {intl.formatMessage({ id: 'work.taskBoard.sphere' })}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} css={inlineControlStyle(theme)}>
        {spheres.map((sphere) => (
          <option key={sphere.id} value={sphere.id}>
            {sphere.name}
          </option>
        ))}
      </select>
    </div>
  );
}
