/** The public API of the engine core (re-exported by engine/index.ts). */
export * from './types';
export { parseBinding, isBindingString, resolveValue, collectBindings, evaluateBinding, bindingExpressions, joinPath, BINDING_ROOTS } from './bindings';
export type { Binding, BindingRoot, BindingScope, CollectedBinding, ParseBindingResult } from './bindings';
export { phaseAt, instantMs } from './phase';
export { createClock, DEFAULT_TICK_MS } from './clock';
export type { Clock, ClockOptions } from './clock';
export { defineWidget, createRegistry, closestTypes, editDistance } from './registry';
export { describe, descriptionOf, fieldKind, text, actionRef, dataRef, asset, bindable, bindingString, FIELD_KIND_KEY } from './schema-helpers';
export type { FieldKind } from './schema-helpers';
export { campaignDefinitionSchema, periodSchema, routeSchema, themeSchema, dataSourceSchema, CURRENT_SCHEMA_VERSION } from './definition';
export type { CampaignDefinitionInput, CampaignDefinitionOutput } from './definition';
export { actionStepSchema, actionListSchema, coreStepSchema, customStepSchema, CORE_STEP_TYPES, CUSTOM_STEP_TYPE } from './action-step';
export { pageNodeSchema, whenSchema, phaseSchema, PHASES } from './page-node';
export { migrateDefinition, migrateProps, ENVELOPE_MIGRATIONS } from './migrations';
export type { EnvelopeMigration } from './migrations';
