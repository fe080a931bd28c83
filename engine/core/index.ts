/** The runtime API of the engine core (re-exported by engine/index.ts). Loading and validating definitions lives in ./authoring. */
export * from './types';
export { parseBinding, isBindingString, resolveValue, collectBindings, evaluateBinding, bindingExpressions, joinPath, BINDING_ROOTS } from './bindings';
export type { Binding, BindingRoot, BindingScope, CollectedBinding, ParseBindingResult } from './bindings';
export { phaseAt, instantMs } from './phase';
export { evalCondition } from './condition';
export type { Condition } from './condition';
export { createClock, DEFAULT_TICK_MS, parsePreviewAt, previewAtProblem } from './clock';
export type { Clock, ClockOptions } from './clock';
export { dataReads, SHAPE_FIELD_TYPES } from './data-shape';
export type { DataRead, ShapeField, ShapeFieldType } from './data-shape';
export { defineWidget, createRegistry, registerWidgets, closestTypes, editDistance } from './registry';
export { isStaticApiPath, STATIC_PATH } from './action-safety';
export { describe, descriptionOf, fieldKind, text, actionRef, dataRef, asset, bindable, bindingString, lazySchema, instant, FIELD_KIND_KEY } from './schema-helpers';
export type { FieldKind } from './schema-helpers';
export { FIRST_SCREEN_HEIGHT } from './page-types';
