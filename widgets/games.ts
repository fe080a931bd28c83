import type { AnyWidgetDefinition } from '@engine';
import { diamondPass } from './diamond-pass';
import { passSubscription } from './pass-subscription';
import { passTasks } from './pass-tasks';
import { slotMachine } from './slot-machine';

/** Game modules: widgets holding the logic a config cannot express (slot rounds, Diamond Pass). */
export const gameWidgets: readonly AnyWidgetDefinition[] = [diamondPass, passSubscription, passTasks, slotMachine];
