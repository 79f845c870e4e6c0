import { useIntl } from 'react-intl';
import { useToday } from '../dates/use-today';
import { startOfWeek } from '../dates/working-days';
import { IllustrationFrame, PersonDot, usePeople } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

const DAYS = 14;
const LEFT = 64;
const COLUMN = 29;
const HOLIDAY = 9;
const isDayOff = (day: number) => day % 7 >= 5;

/** Task bars of three people: [row, first day, last day, colour]; a task continues over days off. */
const BARS: Array<[number, number, number, string]> = [
  [0, 0, 2, palette.primary],
  [0, 3, 4, palette.teal],
  [0, 7, 8, palette.teal],
  [0, 10, 11, palette.primary],
  [1, 0, 3, palette.purple],
  [1, 4, 4, palette.primary],
  [1, 7, 8, palette.primary],
  [1, 10, 11, palette.primary],
  [2, 1, 4, palette.success],
  [2, 7, 7, palette.success],
  [2, 8, 8, palette.warning],
  [2, 10, 11, palette.warning],
];

/** Connections of one task across a weekend or a holiday: [row, from day, to day]. */
const JUMPS: Array<[number, number, number]> = [
  [0, 4, 7],
  [1, 4, 7],
  [1, 8, 10],
  [2, 4, 7],
  [2, 8, 10],
];

/** Two weeks of work schedules: deadlines move over weekends and holidays. */
export function ScheduleIllustration() {
  const intl = useIntl();
  const monday = startOfWeek(useToday());
  const people = usePeople();
  const x = (day: number) => LEFT + day * COLUMN;
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.schedule.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.schedule.title' })}
    >
      <defs>
        <pattern id="schedule-day-off" width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={6} height={6} fill={palette.surface} />
          <line x1={0} y1={0} x2={0} y2={6} stroke={palette.faint} strokeWidth={3} />
        </pattern>
      </defs>
      {Array.from({ length: DAYS }, (_, day) => {
        const date = new Date(monday);
        date.setDate(monday.getDate() + day);
        const off = isDayOff(day);
        const holiday = day === HOLIDAY;
        return (
          <g key={day}>
            {(off || holiday) && (
              <rect x={x(day)} y={70} width={COLUMN - 2} height={168} rx={4} fill={holiday ? palette.warningSoft : 'url(#schedule-day-off)'} />
            )}
            <MockText x={x(day) + COLUMN / 2 - 1} y={48} textAnchor="middle" fontSize={9} fill={palette.muted} background={palette.paper}>
              {intl.formatDate(date, { weekday: 'narrow' })}
            </MockText>
            <MockText
              x={x(day) + COLUMN / 2 - 1}
              y={62}
              textAnchor="middle"
              fontSize={11}
              fontWeight={off || holiday ? 400 : 600}
              fill={off || holiday ? palette.muted : palette.text}
              background={palette.paper}
            >
              {date.getDate()}
            </MockText>
          </g>
        );
      })}
      {[0, 1, 2].map((row) => (
        <PersonDot key={row} x={36} y={100 + row * 52} index={row} initials={people[row]} />
      ))}
      {JUMPS.map(([row, from, to]) => (
        <path
          key={`${row}-${from}`}
          d={`M${x(from) + COLUMN - 4} ${100 + row * 52} C ${x(from) + COLUMN + 10} ${84 + row * 52}, ${x(to) - 12} ${84 + row * 52}, ${x(to) + 2} ${100 + row * 52}`}
          fill="none"
          stroke={palette.muted}
          strokeWidth={1.5}
          strokeDasharray="3 3"
        />
      ))}
      {BARS.map(([row, from, to, color]) => (
        <rect key={`${row}-${from}`} x={x(from) + 2} y={90 + row * 52} width={(to - from + 1) * COLUMN - 6} height={20} rx={5} fill={color} />
      ))}
      <g>
        <rect x={20} y={258} width={14} height={14} rx={3} fill="url(#schedule-day-off)" stroke={palette.line} />
        <MockText x={40} y={269} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.schedule.weekend' })}
        </MockText>
        <rect x={150} y={258} width={14} height={14} rx={3} fill={palette.warningSoft} stroke={palette.line} />
        <MockText x={170} y={269} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.schedule.holiday' })}
        </MockText>
        <path d="M282 265 h20" stroke={palette.muted} strokeWidth={1.5} strokeDasharray="3 3" />
        <MockText x={310} y={269} fontSize={11} fill={palette.muted} background={palette.paper}>
          {intl.formatMessage({ id: 'marketing.illustration.schedule.continues' })}
        </MockText>
      </g>
    </IllustrationFrame>
  );
}
