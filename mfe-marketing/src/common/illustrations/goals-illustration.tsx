import { useIntl } from 'react-intl';
import { IllustrationFrame } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

const GOALS = [
  ['marketing.illustration.goal.mobile', 12, 18, palette.primary],
  ['marketing.illustration.goal.support', 7, 10, palette.success],
  ['marketing.illustration.goal.pricing', 3, 9, palette.purple],
] as const;

/** Goals that group tasks, with their progress. */
export function GoalsIllustration() {
  const intl = useIntl();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.goals.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.goals.title' })}
    >
      {GOALS.map(([goal, done, total, color], index) => {
        const y = 44 + index * 80;
        return (
          <g key={goal}>
            <rect x={20} y={y} width={440} height={68} rx={10} fill={palette.paper} stroke={palette.line} />
            <circle cx={44} cy={y + 24} r={9} fill="none" stroke={color} strokeWidth={3} />
            <circle cx={44} cy={y + 24} r={3} fill={color} />
            <MockText x={62} y={y + 28} fontSize={13} fontWeight={700} fill={palette.text} background={palette.paper}>
              {intl.formatMessage({ id: goal })}
            </MockText>
            <MockText x={444} y={y + 28} textAnchor="end" fontSize={12} fontWeight={700} fill={palette.text} background={palette.paper}>
              {intl.formatNumber(done / total, { style: 'percent' })}
            </MockText>
            <rect x={36} y={y + 42} width={280} height={8} rx={4} fill={palette.faint} />
            <rect x={36} y={y + 42} width={(280 * done) / total} height={8} rx={4} fill={color} />
            <MockText x={444} y={y + 51} textAnchor="end" fontSize={11} fill={palette.muted} background={palette.paper}>
              {intl.formatMessage({ id: 'marketing.illustration.goals.tasks' }, { done, total })}
            </MockText>
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
