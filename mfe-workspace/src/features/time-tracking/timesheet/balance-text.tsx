import { FormattedMessage } from 'react-intl';
import { EstimateDisplay } from '../../../common/components/estimate-display';

/** Tracked against scheduled in words, not colour alone: "2 h over", "30 min under", "as scheduled". */
export function BalanceText({ tracked, scheduled }: { tracked: number; scheduled: number }) {
  const difference = tracked - scheduled;
  if (difference === 0) return <FormattedMessage id="work.timesheet.balance.even" />;
  const duration = <EstimateDisplay minutes={Math.abs(difference)} />;
  return <FormattedMessage id={difference > 0 ? 'work.timesheet.balance.over' : 'work.timesheet.balance.under'} values={{ duration }} />;
}
