import { useIntl } from 'react-intl';
import { IllustrationFrame } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

const LEFT = 56;
const RIGHT = 456;
const TOP = 56;
const BOTTOM = 236;
/** Hours left at the end of each of the ten working days of a two-week sprint. */
const REMAINING = [80, 74, 66, 61, 52, 47, 38, 30, 21, 9, 0];

/** A sprint burndown: the plan line and the hours actually left, day by day. */
export function BurndownIllustration() {
  const intl = useIntl();
  const x = (day: number) => LEFT + (day * (RIGHT - LEFT)) / 10;
  const y = (hours: number) => BOTTOM - (hours * (BOTTOM - TOP)) / 80;
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.burndown.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.burndown.title' })}
    >
      {[0, 20, 40, 60, 80].map((hours) => (
        <g key={hours}>
          <line x1={LEFT} y1={y(hours)} x2={RIGHT} y2={y(hours)} stroke={palette.faint} />
          <MockText x={LEFT - 8} y={y(hours) + 4} textAnchor="end" fontSize={10} fill={palette.muted} background={palette.paper}>
            {intl.formatMessage({ id: 'marketing.illustration.hours' }, { hours })}
          </MockText>
        </g>
      ))}
      {REMAINING.map((_, day) => (
        <MockText key={day} x={x(day)} y={BOTTOM + 16} textAnchor="middle" fontSize={10} fill={palette.muted} background={palette.paper}>
          {day}
        </MockText>
      ))}
      <line x1={x(0)} y1={y(80)} x2={x(10)} y2={y(0)} stroke={palette.muted} strokeWidth={2} strokeDasharray="6 5" />
      <polyline
        points={REMAINING.map((hours, day) => `${x(day)},${y(hours)}`).join(' ')}
        fill="none"
        stroke={palette.primary}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      {REMAINING.map((hours, day) => (
        <circle key={day} cx={x(day)} cy={y(hours)} r={3.5} fill={palette.paper} stroke={palette.primary} strokeWidth={2} />
      ))}
      <g>
        <line x1={LEFT} y1={272} x2={LEFT + 22} y2={272} stroke={palette.muted} strokeWidth={2} strokeDasharray="6 5" />
        <MockText x={LEFT + 30} y={276} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.burndown.plan' })}
        </MockText>
        <line x1={LEFT + 150} y1={272} x2={LEFT + 172} y2={272} stroke={palette.primary} strokeWidth={3} />
        <MockText x={LEFT + 180} y={276} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.burndown.actual' })}
        </MockText>
      </g>
    </IllustrationFrame>
  );
}
