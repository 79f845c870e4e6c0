import { useIntl } from 'react-intl';
import { IllustrationFrame, TextLines } from './illustration-frame';
import { palette } from './palette';
import { MockSpan, MockText } from './mock-text';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The page tree: [indent level, label id or a placeholder width, is the open page]. */
const TREE: Array<[number, string | number, boolean]> = [
  [0, 'marketing.illustration.kb.product', false],
  [1, 'marketing.illustration.kb.releases', false],
  [2, 'marketing.illustration.kb.checklist', true],
  [2, 64, false],
  [1, 72, false],
  [0, 'marketing.illustration.kb.onboarding', false],
  [1, 58, false],
  [0, 'marketing.illustration.kb.api', false],
];

/** A knowledge base page with nested pages on the left and image, table and code widgets. */
export function KnowledgePageIllustration() {
  const intl = useIntl();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.kb.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.kb.title' })}
    >
      <rect x={1} y={29} width={142} height={270} fill={palette.surface} />
      <path d="M1 286 V299 H12 Z" fill={palette.surface} />
      {TREE.map(([level, label, open], index) => {
        const x = 12 + level * 10;
        const y = 50 + index * 27;
        return (
          <g key={index}>
            {open && <rect x={x - 6} y={y - 13} width={138 - x} height={22} rx={5} fill={palette.primarySoft} />}
            <path d={`M${x} ${y - 4} l4 3 l-4 3`} fill="none" stroke={palette.muted} strokeWidth={1.5} />
            {typeof label === 'string' ? (
              <MockText
                x={x + 9}
                y={y + 2}
                fontSize={10.5}
                fontWeight={open ? 700 : 400}
                fill={open ? palette.primary : palette.text}
                background={open ? palette.primarySoft : palette.surface}
              >
                {intl.formatMessage({ id: label })}
              </MockText>
            ) : (
              <rect x={x + 10} y={y - 4} width={label} height={6} rx={3} fill={palette.line} />
            )}
          </g>
        );
      })}
      <MockText x={160} y={60} fontSize={16} fontWeight={700} fill={palette.text} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.kb.checklist' })}
      </MockText>
      <TextLines x={160} y={72} widths={[296, 240]} gap={11} />
      <rect x={160} y={100} width={136} height={82} rx={6} fill={palette.tealSoft} />
      <circle cx={268} cy={120} r={9} fill={palette.paper} />
      <path d="M168 176 l36 -40 l24 26 l18 -16 l42 30 z" fill={palette.teal} opacity={0.75} />
      <g stroke={palette.line}>
        <rect x={306} y={100} width={150} height={82} rx={6} fill={palette.paper} />
        <rect x={306} y={100} width={150} height={20} rx={6} fill={palette.surface} />
        <line x1={306} y1={120} x2={456} y2={120} />
        <line x1={306} y1={141} x2={456} y2={141} />
        <line x1={306} y1={162} x2={456} y2={162} />
        <line x1={356} y1={100} x2={356} y2={182} />
        <line x1={406} y1={100} x2={406} y2={182} />
      </g>
      <rect x={160} y={194} width={296} height={88} rx={6} fill={palette.code} />
      <MockText x={172} y={216} fontSize={11} fontFamily={MONO} fill="#8ab4ff" background={palette.code}>
        $ <MockSpan fill="#e6edf3">npm run build</MockSpan>
      </MockText>
      <MockText x={172} y={238} fontSize={11} fontFamily={MONO} fill="#8ab4ff" background={palette.code}>
        $ <MockSpan fill="#e6edf3">git tag</MockSpan> <MockSpan fill="#ffd580">v2.4.0</MockSpan>
      </MockText>
      <MockText x={172} y={260} fontSize={11} fontFamily={MONO} fill="#7ee2a8" background={palette.code}>
        ✓ release notes → /releases/2-4
      </MockText>
    </IllustrationFrame>
  );
}
