import { useIntl } from 'react-intl';
import { Chip, IllustrationFrame, textWidth } from './illustration-frame';
import { palette } from './palette';
import { MockText } from './mock-text';

/** Each sphere with its own task stages. */
const SPHERES = [
  {
    name: 'marketing.illustration.sphere.development',
    fill: palette.primarySoft,
    color: palette.primaryHover,
    stages: [
      'marketing.illustration.stage.backlog',
      'marketing.illustration.stage.review',
      'marketing.illustration.stage.testing',
      'marketing.illustration.stage.done',
    ],
  },
  {
    name: 'marketing.illustration.sphere.design',
    fill: palette.purpleSoft,
    color: palette.purple,
    stages: ['marketing.illustration.stage.brief', 'marketing.illustration.stage.mockup', 'marketing.illustration.stage.done'],
  },
  {
    name: 'marketing.illustration.sphere.marketing',
    fill: palette.tealSoft,
    color: palette.teal,
    stages: ['marketing.illustration.stage.draft', 'marketing.illustration.stage.approval', 'marketing.illustration.stage.published'],
  },
] as const;

/** Spheres of responsibility, each with its own pipeline of stages. */
export function SpheresIllustration() {
  const intl = useIntl();
  return (
    <IllustrationFrame
      label={intl.formatMessage({ id: 'marketing.illustration.spheres.label' })}
      title={intl.formatMessage({ id: 'marketing.illustration.spheres.title' })}
    >
      {SPHERES.map((sphere, row) => {
        const y = 52 + row * 80;
        let x = 24;
        return (
          <g key={sphere.name}>
            <rect x={16} y={y - 8} width={448} height={68} rx={10} fill={palette.surface} />
            <MockText x={x} y={y + 10} fontSize={12} fontWeight={700} fill={sphere.color} background={palette.surface}>
              {intl.formatMessage({ id: sphere.name })}
            </MockText>
            {sphere.stages.map((stage, index) => {
              const text = intl.formatMessage({ id: stage });
              const width = Math.max(64, textWidth(text, 11) + 22);
              const chip = (
                <g key={stage}>
                  {index > 0 && <path d={`M${x - 14} ${y + 36} h8 m-4 -4 l4 4 l-4 4`} fill="none" stroke={palette.muted} strokeWidth={1.5} />}
                  <Chip
                    x={x}
                    y={y + 24}
                    width={width}
                    height={24}
                    text={text}
                    fill={index === sphere.stages.length - 1 ? palette.paper : sphere.fill}
                    color={sphere.color}
                  />
                  {index === sphere.stages.length - 1 && <rect x={x} y={y + 24} width={width} height={24} rx={12} fill="none" stroke={sphere.color} />}
                </g>
              );
              x += width + 22;
              return chip;
            })}
          </g>
        );
      })}
    </IllustrationFrame>
  );
}
