/**
 * A draw game's widget definition, with what the draw games declare alike written once: props version 1, its
 * strings in `./strings` beside the definition, the prize pool's strings shown too (the result's cards and tiers are
 * the prize pool's cards), and the read of its index (`indexPath`) started with the page. The game writes its
 * definition object as every widget does (`type`, `component: () => import('./X')`, `module: import.meta.url`):
 * the build reads its component's file from that object, and each game's component stays a chunk of its own.
 */
import { defineWidget, type WidgetDefinition } from '@engine';
import type * as z from 'zod/mini';

type Defaulted = 'version' | 'strings' | 'showsStrings' | 'requests';

/** A draw game's definition: a widget definition whose defaults above may be left out (or given otherwise). */
export type DrawGameDefinition<S extends z.ZodMiniType<{ indexPath: string }>> = Omit<WidgetDefinition<S>, Defaulted> & Partial<Pick<WidgetDefinition<S>, Defaulted>>;

export function defineDrawGame<S extends z.ZodMiniType<{ indexPath: string }>>(def: DrawGameDefinition<S>): WidgetDefinition<S> {
  return defineWidget<S>({
    version: 1,
    strings: './strings',
    showsStrings: ['prize-pool'],
    requests: (props) => [{ path: props.indexPath }],
    ...def,
  });
}
