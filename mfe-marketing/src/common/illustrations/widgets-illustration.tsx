import { useIntl } from 'react-intl';
import { IllustrationFrame, TextLines } from './illustration-frame';
import { palette } from './palette';
import { MockSpan, MockText } from './mock-text';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** A knowledge base page built from widgets: an image, a table and a code block. */
export function WidgetsIllustration() {
  const intl = useIntl();
  const tag = (x: number, y: number, id: string) => (
    <g>
      <rect x={x} y={y} width={64} height={18} rx={4} fill={palette.primarySoft} />
      <MockText x={x + 32} y={y + 13} textAnchor="middle" fontSize={10} fontWeight={700} fill={palette.primaryHover} background={palette.primarySoft}>
        {intl.formatMessage({ id })}
      </MockText>
    </g>
  );
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.widgets.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.widgets.title' })}
    >
      <TextLines x={24} y={44} widths={[220, 160]} gap={11} />
      <rect x={24} y={72} width={200} height={120} rx={8} fill={palette.tealSoft} />
      <circle cx={186} cy={100} r={12} fill={palette.paper} />
      <path d="M34 184 l52 -58 l36 38 l24 -22 l66 42 z" fill={palette.teal} opacity={0.75} />
      {tag(32, 80, 'marketing.illustration.widgets.image')}
      <g stroke={palette.line}>
        <rect x={240} y={72} width={216} height={120} rx={8} fill={palette.paper} />
        <path d={`M240 80 a8 8 0 0 1 8 -8 h200 a8 8 0 0 1 8 8 v16 h-216 z`} fill={palette.surface} />
        {[96, 120, 144, 168].map((y) => (
          <line key={y} x1={240} y1={y} x2={456} y2={y} />
        ))}
        <line x1={312} y1={72} x2={312} y2={192} />
        <line x1={384} y1={72} x2={384} y2={192} />
      </g>
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <TextLines x={250} y={105 + row * 24} widths={[48]} />
          <TextLines x={322} y={105 + row * 24} widths={[40]} />
          <rect x={394} y={103 + row * 24} width={44} height={10} rx={5} fill={row === 2 ? palette.warningSoft : palette.successSoft} />
        </g>
      ))}
      {tag(384, 50, 'marketing.illustration.widgets.table')}
      <rect x={24} y={206} width={432} height={78} rx={8} fill={palette.code} />
      {tag(384, 214, 'marketing.illustration.widgets.code')}
      <MockText x={38} y={230} fontSize={11} fontFamily={MONO} fill="#c792ea" background={palette.code}>
        const <MockSpan fill="#e6edf3">forecast</MockSpan> <MockSpan fill="#89ddff">=</MockSpan> <MockSpan fill="#82aaff">predict</MockSpan>
        <MockSpan fill="#e6edf3">(task, member.speed)</MockSpan>
      </MockText>
      <MockText x={38} y={250} fontSize={11} fontFamily={MONO} fill="#c792ea" background={palette.code}>
        if <MockSpan fill="#e6edf3">(forecast </MockSpan>
        <MockSpan fill="#89ddff">&gt;</MockSpan>
        <MockSpan fill="#e6edf3"> task.deadline) </MockSpan>
        <MockSpan fill="#82aaff">notify</MockSpan>
        <MockSpan fill="#e6edf3">(task.owner)</MockSpan>
      </MockText>
      <MockText x={38} y={270} fontSize={11} fontFamily={MONO} fill="#7f8c98" background={palette.code}>
        {`// ${intl.formatMessage({ id: 'marketing.illustration.widgets.comment' })}`}
      </MockText>
    </IllustrationFrame>
  );
}
