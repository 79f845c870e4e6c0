import { useIntl } from 'react-intl';
import { useToday } from '../dates/use-today';
import { startOfWeek } from '../dates/working-days';
import { IllustrationFrame } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

const LEFT = 56;
const BOTTOM = 232;
const HOUR = 20;
/** Estimated and tracked hours, Monday to Friday. */
const DAYS: Array<[number, number]> = [
  [6, 6.5],
  [7, 6],
  [5, 7.5],
  [8, 7],
  [4, 4.5],
];

/** A week of tracked time against the estimates. */
export function TimeChartIllustration() {
  const intl = useIntl();
  const monday = startOfWeek(useToday());
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.time.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.time.title' })}
    >
      {[0, 2, 4, 6, 8].map((hours) => (
        <g key={hours}>
          <line x1={LEFT} y1={BOTTOM - hours * HOUR} x2={456} y2={BOTTOM - hours * HOUR} stroke={palette.faint} />
          <MockText x={LEFT - 8} y={BOTTOM - hours * HOUR + 4} textAnchor="end" fontSize={10} fill={palette.muted} background={palette.paper}>
            {intl.formatMessage({ id: 'marketing.illustration.hours' }, { hours })}
          </MockText>
        </g>
      ))}
      {DAYS.map(([estimate, actual], index) => {
        const x = LEFT + 22 + index * 78;
        const date = new Date(monday);
        date.setDate(monday.getDate() + index);
        return (
          <g key={index}>
            <rect x={x} y={BOTTOM - estimate * HOUR} width={24} height={estimate * HOUR} rx={4} fill={palette.primarySoft} />
            <rect x={x + 28} y={BOTTOM - actual * HOUR} width={24} height={actual * HOUR} rx={4} fill={palette.primary} />
            <MockText x={x + 26} y={BOTTOM + 18} textAnchor="middle" fontSize={11} fill={palette.muted} background={palette.paper}>
              {intl.formatDate(date, { weekday: 'short' })}
            </MockText>
          </g>
        );
      })}
      <g>
        <rect x={LEFT} y={264} width={14} height={14} rx={3} fill={palette.primarySoft} />
        <MockText x={LEFT + 20} y={275} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.time.estimate' })}
        </MockText>
        <rect x={LEFT + 140} y={264} width={14} height={14} rx={3} fill={palette.primary} />
        <MockText x={LEFT + 160} y={275} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.time.actual' })}
        </MockText>
      </g>
    </IllustrationFrame>
  );
}
