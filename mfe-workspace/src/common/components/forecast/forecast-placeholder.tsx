import { Skeleton } from '@stepwise/shared';

/** The width a short forecast ("≈ 3 Dec · by 5 Dec") takes: held while it loads, so nothing moves when it arrives. */
export const FORECAST_WIDTH = '9rem';

/** Where a forecast will appear, while it loads. */
export function ForecastPlaceholder() {
  return (
    <span data-forecast-placeholder="" css={{ display: 'inline-block', width: FORECAST_WIDTH, verticalAlign: 'middle' }}>
      <Skeleton height="0.875rem" />
    </span>
  );
}
