import { useIntl } from 'react-intl';
import { Chip, IllustrationFrame, PersonDot, TextLines, usePeople } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

/** The team chat next to the notifications panel. */
export function ChatIllustration() {
  const intl = useIntl();
  const people = usePeople();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.chat.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.chat.title' })}
    >
      <PersonDot x={36} y={60} index={1} initials={people[1]} />
      <rect x={56} y={44} width={200} height={44} rx={10} fill={palette.surface} />
      <TextLines x={68} y={56} widths={[170, 120]} gap={12} />
      <PersonDot x={36} y={124} index={0} initials={people[0]} />
      <rect x={56} y={104} width={200} height={60} rx={10} fill={palette.surface} />
      <TextLines x={68} y={116} widths={[150]} />
      <Chip
        x={68}
        y={132}
        width={120}
        text={intl.formatMessage({ id: 'marketing.illustration.chat.taskLink' }, { number: 128 })}
        fill={palette.primarySoft}
        color={palette.primaryHover}
      />
      <rect x={64} y={180} width={192} height={44} rx={10} fill={palette.primary} />
      <TextLines x={76} y={192} widths={[150, 96]} gap={12} />
      <rect x={20} y={244} width={236} height={34} rx={17} fill={palette.paper} stroke={palette.line} />
      <MockText x={36} y={266} fontSize={11} fill={palette.muted} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.chat.placeholder' })}
      </MockText>
      <rect x={276} y={44} width={184} height={234} rx={10} fill={palette.surface} />
      <path d="M296 72 a9 9 0 0 1 18 0 v7 l3 4 h-24 l3 -4 z M301 86 a4 4 0 0 0 8 0" fill={palette.muted} />
      <circle cx={316} cy={62} r={8} fill={palette.danger} />
      <MockText x={316} y={66} textAnchor="middle" fontSize={10} fontWeight={700} fill={palette.paper} background={palette.danger}>
        3
      </MockText>
      <MockText x={332} y={80} fontSize={12} fontWeight={700} fill={palette.text} background={palette.surface}>
        {intl.formatMessage({ id: 'marketing.illustration.chat.notifications' })}
      </MockText>
      {[palette.success, palette.warning, palette.primary].map((color, index) => {
        const y = 104 + index * 56;
        return (
          <g key={color}>
            <rect x={288} y={y} width={160} height={46} rx={8} fill={palette.paper} />
            <circle cx={304} cy={y + 16} r={6} fill={color} />
            <TextLines x={318} y={y + 12} widths={[112, 84]} gap={14} />
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
