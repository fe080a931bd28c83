import { useId } from 'react';
import type { WidgetComponentProps } from '../../core/types';
import { useCampaign } from '../hooks/useCampaign';
import { useT } from '../hooks/useT';
import { assetUrl } from '../themeStyle';
import type { SectionProps } from './section';

export default function Section({ props, children }: WidgetComponentProps<SectionProps>) {
  const t = useT();
  const headingId = useId();
  const image = assetUrl(props.background, useCampaign()?.assets);
  return (
    <section
      data-layout="section"
      aria-labelledby={props.title ? headingId : undefined}
      style={{ padding: props.padding, ...(image ? { backgroundImage: `url("${image.replace(/["\\]/g, (c) => `\\${c}`)}")`, backgroundSize: 'cover' } : {}) }}
    >
      {props.title ? (
        <h2 id={headingId} style={{ margin: '0 0 8px', fontSize: 18, textAlign: 'center' }}>
          {t(props.title)}
        </h2>
      ) : null}
      {children.map((c) => c.element)}
    </section>
  );
}
