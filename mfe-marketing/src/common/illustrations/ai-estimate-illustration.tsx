import { useIntl } from 'react-intl';
import { Chip, IllustrationFrame, TextLines, textWidth } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

/** The AI estimation helper suggesting complexity and hours for a new task. */
export function AiEstimateIllustration() {
  const intl = useIntl();
  const accept = intl.formatMessage({ id: 'marketing.illustration.ai.accept' });
  const acceptWidth = textWidth(accept, 12) + 28;
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.ai.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.ai.title' })}
    >
      <MockText x={32} y={62} fontSize={16} fontWeight={700} fill={palette.text} background={palette.paper}>
        {intl.formatMessage({ id: 'marketing.illustration.task.export' })}
      </MockText>
      <TextLines x={32} y={76} widths={[380, 330, 250]} />
      <rect x={32} y={124} width={416} height={150} rx={10} fill={palette.primaryFaint} stroke={palette.primarySoft} />
      <path d="M56 142 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 z" fill={palette.primary} />
      <MockText x={76} y={158} fontSize={13} fontWeight={700} fill={palette.primary} background={palette.primaryFaint}>
        {intl.formatMessage({ id: 'marketing.illustration.ai.suggestion' })}
      </MockText>
      <MockText x={52} y={192} fontSize={12} fill={palette.muted} background={palette.primaryFaint}>
        {intl.formatMessage({ id: 'marketing.illustration.ai.complexity' })}
      </MockText>
      {[0, 1, 2, 3, 4].map((dot) => (
        <circle key={dot} cx={200 + dot * 18} cy={188} r={6} fill={dot < 3 ? palette.primary : palette.paper} stroke={palette.primary} />
      ))}
      <MockText x={52} y={220} fontSize={12} fill={palette.muted} background={palette.primaryFaint}>
        {intl.formatMessage({ id: 'marketing.illustration.ai.estimate' })}
      </MockText>
      <MockText x={194} y={221} fontSize={14} fontWeight={700} fill={palette.text} background={palette.primaryFaint}>
        {intl.formatMessage({ id: 'marketing.illustration.hoursRange' }, { from: 5, to: 7 })}
      </MockText>
      <MockText x={52} y={252} fontSize={11} fill={palette.muted} background={palette.primaryFaint}>
        {intl.formatMessage({ id: 'marketing.illustration.ai.basedOn' }, { count: 4 })}
      </MockText>
      <Chip x={432 - acceptWidth} y={234} width={acceptWidth} height={26} text={accept} fill={palette.primary} color={palette.paper} fontSize={12} />
    </IllustrationFrame>
  );
}
