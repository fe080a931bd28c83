import type { WidgetComponentProps } from '../../core/types';
import type { StackProps } from './stack';

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export default function Stack({ props, children }: WidgetComponentProps<StackProps>) {
  return (
    <div
      data-layout="stack"
      style={{ display: 'flex', flexDirection: props.direction === 'horizontal' ? 'row' : 'column', gap: props.gap, alignItems: ALIGN[props.align], flexWrap: props.wrap ? 'wrap' : 'nowrap', ...(props.padding ? { padding: props.padding } : {}) }}
    >
      {children.map((c) => (
        <div key={c.key} style={{ minWidth: 0 }}>
          {c.element}
        </div>
      ))}
    </div>
  );
}
