import { useIntl } from 'react-intl';
import { addWorkingDays } from '../dates/working-days';
import { useToday } from '../dates/use-today';
import { Chip, IllustrationFrame, PersonDot, usePeople } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

const TASKS = [
  { title: 'marketing.illustration.task.checkout', hours: 6, days: 1, person: 0 },
  { title: 'marketing.illustration.task.invoices', hours: 10, days: 3, person: 1 },
  { title: 'marketing.illustration.task.onboarding', hours: 8, days: 6, person: 0 },
  { title: 'marketing.illustration.task.release', hours: 4, days: 8, person: 2 },
] as const;

/** The ordered task flow: who does what next, and the date each task is predicted to be done. */
export function TaskFlowIllustration() {
  const intl = useIntl();
  const today = useToday();
  const people = usePeople();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.taskFlow.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.taskFlow.title' })}
    >
      <MockText x={356} y={48} fontSize={11} fontWeight={600} fill={palette.muted} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.forecast' })}
      </MockText>
      <line x1={42} y1={70} x2={42} y2={236} stroke={palette.line} strokeWidth={2} strokeDasharray="4 4" />
      {TASKS.map((task, index) => {
        const y = 56 + index * 52;
        const active = index === 0;
        const date = intl.formatDate(addWorkingDays(today, task.days), { day: 'numeric', month: 'short' });
        return (
          <g key={task.title}>
            <rect
              x={20}
              y={y}
              width={440}
              height={44}
              rx={8}
              fill={active ? palette.primaryFaint : palette.paper}
              stroke={active ? palette.primary : palette.line}
            />
            <circle cx={42} cy={y + 22} r={11} fill={active ? palette.primary : palette.surface} stroke={active ? palette.primary : palette.line} />
            <MockText
              x={42}
              y={y + 26}
              textAnchor="middle"
              fontSize={11}
              fontWeight={700}
              fill={active ? palette.paper : palette.muted}
              background={active ? palette.primary : palette.surface}
            >
              {index + 1}
            </MockText>
            <MockText x={64} y={y + 19} fontSize={13} fontWeight={600} fill={palette.text} background={active ? palette.primaryFaint : palette.paper}>
              {intl.formatMessage({ id: task.title })}
            </MockText>
            <MockText x={64} y={y + 35} fontSize={11} fill={palette.muted} background={active ? palette.primaryFaint : palette.paper}>
              {intl.formatMessage({ id: 'marketing.illustration.hours' }, { hours: task.hours })}
              {active ? ` · ${intl.formatMessage({ id: 'marketing.illustration.inProgress' })}` : ''}
            </MockText>
            <PersonDot x={328} y={y + 22} index={task.person} initials={people[task.person]} />
            <Chip
              x={352}
              y={y + 12}
              width={96}
              text={date}
              fill={active ? palette.successSoft : palette.surface}
              color={active ? palette.success : palette.text}
            />
          </g>
        );
      })}
      <g>
        <path d="M24 276 a6 6 0 1 1 2 4.5" fill="none" stroke={palette.success} strokeWidth={2} />
        <path d="M22 270 l2 6 l5 -3" fill="none" stroke={palette.success} strokeWidth={2} />
        <MockText x={40} y={281} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.taskFlow.footer' })}
        </MockText>
      </g>
    </IllustrationFrame>
  );
}
