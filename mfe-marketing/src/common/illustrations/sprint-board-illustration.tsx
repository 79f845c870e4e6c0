import { useIntl } from 'react-intl';
import { IllustrationFrame, PersonDot, TextLines, usePeople } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

const COLUMNS = [
  {
    title: 'marketing.illustration.sprint.todo',
    cards: [
      [0, 110],
      [2, 86],
      [3, 98],
    ],
  },
  {
    title: 'marketing.illustration.sprint.doing',
    cards: [
      [1, 104],
      [0, 92],
    ],
  },
  {
    title: 'marketing.illustration.sprint.done',
    cards: [
      [2, 96],
      [3, 80],
      [1, 108],
    ],
  },
] as const;

/** A two-week sprint board with its progress. */
export function SprintBoardIllustration() {
  const intl = useIntl();
  const people = usePeople();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.sprint.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.sprint.title' }, { number: 14, weeks: 2 })}
    >
      {COLUMNS.map((column, index) => {
        const x = 16 + index * 153;
        return (
          <g key={column.title}>
            <rect x={x} y={40} width={143} height={206} rx={8} fill={palette.surface} />
            <MockText x={x + 10} y={59} fontSize={11} fontWeight={700} fill={palette.muted} background={palette.surface}>
              {intl.formatMessage({ id: column.title })} · {column.cards.length}
            </MockText>
            {column.cards.map(([person, width], row) => {
              const y = 68 + row * 58;
              return (
                <g key={row}>
                  <rect x={x + 8} y={y} width={127} height={50} rx={6} fill={palette.paper} stroke={index === 1 ? palette.primary : palette.line} />
                  {index === 1 && <rect x={x + 8} y={y} width={4} height={50} rx={2} fill={palette.primary} />}
                  <TextLines x={x + 18} y={y + 12} widths={[width - 10, width - 40]} gap={11} />
                  <PersonDot x={x + 120} y={y + 36} r={9} index={person} initials={people[person]} />
                  {index === 2 && <path d={`M${x + 18} ${y + 37} l4 4 l8 -8`} fill="none" stroke={palette.success} strokeWidth={2.5} strokeLinecap="round" />}
                </g>
              );
            })}
          </g>
        );
      })}
      <MockText x={16} y={272} fontSize={11} fill={palette.muted} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.sprint.day' }, { day: 6, days: 10 })}
      </MockText>
      <rect x={150} y={264} width={314} height={10} rx={5} fill={palette.faint} />
      <rect x={150} y={264} width={188} height={10} rx={5} fill={palette.primary} />
    </IllustrationFrame>
  );
}
