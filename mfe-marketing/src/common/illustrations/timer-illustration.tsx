import { useIntl } from 'react-intl';
import { IllustrationFrame, TextLines } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

/** Today's log: [task id, hours, minutes]. */
const LOG = [
  ['marketing.illustration.task.invoices', 2, 10],
  ['marketing.illustration.task.review', 0, 45],
  ['marketing.illustration.task.standup', 0, 15],
] as const;

/** The timer running on the one active task, and the day's time log under it. */
export function TimerIllustration() {
  const intl = useIntl();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.timer.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.timer.title' })}
    >
      <rect x={24} y={44} width={432} height={104} rx={10} fill={palette.primaryFaint} stroke={palette.primarySoft} />
      <MockText x={44} y={70} fontSize={11} fontWeight={700} fill={palette.success} background={palette.primaryFaint}>
        ● {intl.formatMessage({ id: 'marketing.illustration.timer.active' })}
      </MockText>
      <MockText x={44} y={94} fontSize={15} fontWeight={700} fill={palette.text} background={palette.primaryFaint}>
        {intl.formatMessage({ id: 'marketing.illustration.task.invoices' })}
      </MockText>
      <MockText
        x={44}
        y={132}
        fontSize={28}
        fontWeight={700}
        fill={palette.primary}
        fontFamily="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
        background={palette.primaryFaint}
      >
        01:24:10
      </MockText>
      <circle cx={410} cy={96} r={24} fill={palette.primary} />
      <rect x={401} y={85} width={6} height={22} rx={2} fill={palette.paper} />
      <rect x={413} y={85} width={6} height={22} rx={2} fill={palette.paper} />
      <MockText x={24} y={180} fontSize={12} fontWeight={700} fill={palette.muted} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.timer.today' })}
      </MockText>
      {LOG.map(([task, hours, minutes], index) => {
        const y = 192 + index * 30;
        return (
          <g key={task}>
            <rect x={24} y={y} width={432} height={24} rx={6} fill={index === 0 ? palette.surface : palette.paper} stroke={palette.faint} />
            <MockText x={36} y={y + 16} fontSize={12} fill={palette.text} background={index === 0 ? palette.surface : palette.paper}>
              {intl.formatMessage({ id: task })}
            </MockText>
            <TextLines x={250} y={y + 9} widths={[80]} />
            <MockText
              x={444}
              y={y + 16}
              textAnchor="end"
              fontSize={12}
              fontWeight={600}
              fill={palette.text}
              background={index === 0 ? palette.surface : palette.paper}
            >
              {intl.formatMessage({ id: 'marketing.illustration.duration' }, { hours, minutes })}
            </MockText>
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
