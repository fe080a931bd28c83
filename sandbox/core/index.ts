/** The sandbox core: pure TypeScript, shared by the Node server, the Vite plugin and msw. */
export { createSandbox, CONTROL_PATH, UPLOAD_PATH, DEFAULT_USER_ID, type Sandbox, type SandboxOptions } from './createSandbox';
export type { SandboxRequest, SandboxResponse } from './types';
export { isSandboxPath } from './types';
export { SEEDED_USERS, SEEDED_DESCRIPTIONS } from './users';
export { P7_CALLS, SANDBOX_DEFINED_CALLS } from './callCatalog';
export { FAULT_KINDS, type FaultKind, type FaultRule, type FaultState } from './faults';
export { FOREIGN_CHANNEL, SLOT_STATUS_EVENT, type PushMessage } from './pushes';
export { ROUND_STATUS, DEFAULT_TIMING } from './rounds';
