/**
 * What a hub shares with the campaign shown in one of its tabs: the hub's id, phase, period and the answers of
 * its data sources (its points, its ranking), read by the part's bindings as `{{hub.<field>}}`.
 */
import { createContext } from 'react';
import type { Period, Phase } from '../core/types';

export interface HubScope {
  id: string;
  phase: Phase;
  period: Period;
  data: Record<string, unknown>;
}

/** The hub around the page, undefined for a page shown on its own. */
export const HubContext = /* @__PURE__ */ createContext<HubScope | undefined>(undefined);
