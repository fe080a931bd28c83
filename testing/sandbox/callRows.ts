/**
 * One successful request per call of the sandbox's catalogue (sandbox/core/callCatalog.ts), in an order where
 * later calls use earlier answers. The call tests run them; the operators' reference (docs/reference.md) lists
 * the fields of each answer from them.
 */
import { ACTIVITY_CALL_ROWS } from './activityCallRows';
import type { CallRow } from './callRow';
import { DATED_EVENT_CALL_ROWS } from './datedEventCallRows';
import { SERVICE_CALL_ROWS } from './serviceCallRows';

export { runRow, uploadPicture, type CallRow, type Saved } from './callRow';

/** One successful request per call, in an order where later calls can use earlier answers. */
export const CALL_ROWS: CallRow[] = [...SERVICE_CALL_ROWS, ...ACTIVITY_CALL_ROWS, ...DATED_EVENT_CALL_ROWS];
