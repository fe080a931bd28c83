/**
 * Authoring: definition schemas, YAML loading, validation and migrations. Used
 * at build time, by the CLI and in tests; not part of the runtime entry, so
 * production pages ship neither the YAML parser nor the validator.
 */
export { campaignDefinitionSchema, periodSchema, routeSchema, themeSchema, dataSourceSchema, CURRENT_SCHEMA_VERSION } from './definition';
export type { CampaignDefinitionInput, CampaignDefinitionOutput } from './definition';
export { actionStepSchema, actionListSchema, coreStepSchema, customStepSchema, CORE_STEP_TYPES, CUSTOM_STEP_TYPE } from './action-step';
export { pageNodeSchema, whenSchema, phaseSchema, PHASES } from './page-node';
export { migrateDefinition, migrateProps, ENVELOPE_MIGRATIONS } from './migrations';
export type { EnvelopeMigration } from './migrations';
export { loadCampaign, validatePropsAt, CAMPAIGN_LANGUAGES } from './load';
export type { LoadInput, LoadOptions } from './load';
export { parseYamlSafe, MAX_FILE_BYTES, MAX_DEPTH, MAX_ALIASES } from './yaml-safe';
export { problemsFromZod, formatPath, describeFound } from './zod-issues';
export type { Problem, IssuePath } from './zod-issues';
