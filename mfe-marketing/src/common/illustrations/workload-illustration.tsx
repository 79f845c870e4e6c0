import { useIntl } from 'react-intl';
import { IllustrationFrame, PersonDot, usePeople } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

/** Each member: one active task, then the queue, as shares of the week. */
const MEMBERS = [
  { person: 0, tasks: [0.22, 0.3, 0.25, 0.15] },
  { person: 1, tasks: [0.35, 0.4, 0.25] },
  { person: 2, tasks: [0.28, 0.2, 0.2] },
  { person: 3, tasks: [0.2, 0.25] },
] as const;

const BAR_X = 72;
const BAR_WIDTH = 320;

/** The workload board: how full each member's week is, with one active task each. */
export function WorkloadIllustration() {
  const intl = useIntl();
  const people = usePeople();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.workload.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.workload.title' })}
    >
      {MEMBERS.map((member, row) => {
        const y = 52 + row * 50;
        const load = member.tasks.reduce((sum, share) => sum + share, 0);
        let offset = BAR_X;
        return (
          <g key={member.person}>
            <PersonDot x={38} y={y + 14} index={member.person} initials={people[member.person]} />
            <rect x={BAR_X} y={y + 2} width={BAR_WIDTH} height={24} rx={6} fill={palette.surface} stroke={palette.line} />
            {member.tasks.map((share, index) => {
              const width = share * BAR_WIDTH - 3;
              const rect = (
                <g key={index}>
                  <rect x={offset + 2} y={y + 5} width={width} height={18} rx={4} fill={index === 0 ? palette.success : palette.primarySoft} />
                  {index === 0 && <path d={`M${offset + 10} ${y + 9} l8 5 l-8 5 z`} fill={palette.paper} />}
                </g>
              );
              offset += share * BAR_WIDTH;
              return rect;
            })}
            <MockText x={408} y={y + 19} fontSize={12} fontWeight={600} fill={load >= 1 ? palette.warning : palette.text} background={palette.paper}>
              {intl.formatNumber(load, { style: 'percent' })}
            </MockText>
          </g>
        );
      })}
      <g>
        <rect x={20} y={258} width={14} height={14} rx={3} fill={palette.success} />
        <MockText x={40} y={269} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.workload.active' })}
        </MockText>
        <rect x={190} y={258} width={14} height={14} rx={3} fill={palette.primarySoft} />
        <MockText x={210} y={269} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.workload.queue' })}
        </MockText>
      </g>
    </IllustrationFrame>
  );
}
