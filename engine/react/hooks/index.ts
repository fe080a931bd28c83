/** Hooks for widgets (CONTRACTS.md, "Runtime"). */
export { useT } from './useT';
export type { TFunction } from './useT';
export { useLocale } from './useLocale';
export { useNow } from './useNow';
export { usePhase } from './usePhase';
export { useCampaign } from './useCampaign';
export { useData } from './useData';
export type { DataResult } from './useData';
export { useApiQuery } from './useApiQuery';
export { useApiMutation } from './useApiMutation';
export { useAction } from './useAction';
export { useSingleFlight } from './useSingleFlight';
export { useToast } from './useToast';
export type { ShowToast } from './useToast';
export { useBridge } from './useBridge';
export { useEngineServices } from './useEngineServices';
export { useModal } from './useModal';
export { useLocalState } from './useLocalState';
