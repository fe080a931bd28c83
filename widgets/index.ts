import { createRegistry, layoutWidgets, type AnyWidgetDefinition, type WidgetStrings } from '@engine';
import { hubTabs } from '@engine/hub';
import { blockStrings } from '@kit/blockStrings';
import { platformWidgets } from './platform';
import { campaignWidgets } from './campaign';
import { gameWidgets } from './games';

/** The one explicit list of registered widgets: the engine's layout pieces and hub tabs first, then ours. */
export const allWidgets: readonly AnyWidgetDefinition[] = [...layoutWidgets, hubTabs, ...platformWidgets, ...campaignWidgets, ...gameWidgets];

export const registry = createRegistry(allWidgets);

/** Strings shared by the widgets (their building blocks): part of every page's shared strings. */
export const sharedWidgetStrings: readonly WidgetStrings[] = [blockStrings];
