import { useIntl } from 'react-intl';
import { IllustrationFrame } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

/** Shares of tracked time by sphere. */
const SHARES = [
  ['marketing.illustration.sphere.development', 0.46, palette.primary],
  ['marketing.illustration.sphere.design', 0.22, palette.purple],
  ['marketing.illustration.sphere.marketing', 0.18, palette.teal],
  ['marketing.illustration.sphere.support', 0.14, palette.warning],
] as const;

const RADIUS = 64;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A report: where the team's time went this month, by sphere. */
export function ReportIllustration() {
  const intl = useIntl();
  let start = 0;
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.report.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.report.title' })}
    >
      <g transform="rotate(-90 130 162)">
        {SHARES.map(([sphere, share, color]) => {
          const dash = share * CIRCUMFERENCE;
          const segment = (
            <circle
              key={sphere}
              cx={130}
              cy={162}
              r={RADIUS}
              fill="none"
              stroke={color}
              strokeWidth={30}
              strokeDasharray={`${dash - 2} ${CIRCUMFERENCE - dash + 2}`}
              strokeDashoffset={-start}
            />
          );
          start += dash;
          return segment;
        })}
      </g>
      <MockText x={130} y={158} textAnchor="middle" fontSize={20} fontWeight={700} fill={palette.text} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.hours' }, { hours: 640 })}
      </MockText>
      <MockText x={130} y={176} textAnchor="middle" fontSize={11} fill={palette.muted} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.report.period' })}
      </MockText>
      {SHARES.map(([sphere, share, color], index) => {
        const y = 96 + index * 40;
        return (
          <g key={sphere}>
            <rect x={250} y={y} width={14} height={14} rx={3} fill={color} />
            <MockText x={274} y={y + 12} fontSize={13} fill={palette.text} background={palette.paper}>
              {intl.formatMessage({ id: sphere })}
            </MockText>
            <MockText x={450} y={y + 12} textAnchor="end" fontSize={13} fontWeight={700} fill={palette.text} background={palette.paper}>
              {intl.formatNumber(share, { style: 'percent' })}
            </MockText>
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
