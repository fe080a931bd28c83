/** Widgets used by the runtime's own tests. */
import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import { defineWidget } from '@engine/core/registry';
import { bindable, text } from '@engine/core/schema-helpers';
import type { WidgetComponentProps } from '@engine/core/types';
import { useAction } from '@engine/react/hooks/useAction';
import { useT } from '@engine/react/hooks/useT';
import { ItemContext } from '@engine/react/contexts';

/** A test widget at version 1 showing `Component`. */
/** A test widget of version 1 whose code is the given component. */
export function testWidget<S extends z.ZodMiniType>(type: string, description: string, props: S, Component: ComponentType<WidgetComponentProps<z.output<S>>>, more: { acceptsChildren?: boolean } = {}) {
  return defineWidget({ type, version: 1, description, props, component: async () => ({ default: Component }), ...more });
}

const labelProps = z.object({ text: bindable(z.string()), count: z.optional(bindable(z.number())) });
type LabelProps = z.output<typeof labelProps>;

export function Label({ props }: WidgetComponentProps<LabelProps>) {
  return (
    <p data-testid="label">
      {props.text}
      {props.count !== undefined ? ` (${props.count})` : ''}
    </p>
  );
}

export const label = defineWidget({ type: 'label', version: 1, description: 'Shows a text.', props: labelProps, component: async () => ({ default: Label }), skeletonHeight: 24 });

const tProps = z.object({ text: text('Key'), values: z.optional(z.record(z.string(), z.unknown())) });
function Translated({ props }: WidgetComponentProps<z.output<typeof tProps>>) {
  return <p>{useT()(props.text, props.values)}</p>;
}
export const translated = testWidget('translated', 'Shows a translated key.', tProps, Translated);

const actProps = z.object({ action: z.string(), label: z.string() });
function ActionButton({ props }: WidgetComponentProps<z.output<typeof actProps>>) {
  const { run, pending } = useAction();
  return (
    <button type="button" data-pending={pending} onClick={() => void run(props.action)}>
      {props.label}
    </button>
  );
}
export const actionButton = testWidget('action-button', 'Runs an action.', actProps, ActionButton);

function Boom(): never {
  throw new Error('boom');
}
export const boom = testWidget('boom', 'Always throws.', z.object({}), Boom);

/** Props v1 had `title`; v2 calls it `text`. */
export const renamed = defineWidget({
  type: 'renamed',
  version: 2,
  description: 'Migrated props.',
  props: labelProps,
  migrations: [{ from: 1, migrate: ({ title, ...rest }) => ({ ...rest, text: title }) }],
  component: async () => ({ default: Label }),
});

export const newOnly = defineWidget({
  type: 'new-only',
  version: 1,
  description: 'Needs a recent app.',
  props: labelProps,
  minAppVersion: '3.14.0',
  fallback: 'updateApp',
  component: async () => ({ default: Label }),
});

/** A widget whose code arrives when the test resolves it. */
export function deferredWidget(type: string, skeletonHeight: number) {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((r) => (release = r));
  const def = defineWidget({ type, version: 1, description: 'Slow code.', props: labelProps, skeletonHeight, component: async () => (await ready, { default: Label }) });
  return { def, release };
}

const listProps = z.object({ rows: bindable(z.array(z.unknown())) });
/** Renders its children once per row, with the row as the `item` binding root. */
function Repeat({ props, children }: WidgetComponentProps<z.output<typeof listProps>>) {
  return (
    <ul>
      {props.rows.map((row, i) => (
        <li key={i}>
          <ItemContext.Provider value={row}>{children.map((c) => c.element)}</ItemContext.Provider>
        </li>
      ))}
    </ul>
  );
}
export const repeat = testWidget('repeat', 'Repeats children per row.', listProps, Repeat, { acceptsChildren: true });
