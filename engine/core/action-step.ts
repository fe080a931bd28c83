/**
 * Schema of action steps: what a button (or any widget) runs, in order, with
 * success / failure and confirm / cancel branches.
 */
import * as z from 'zod/mini';
import { MAX_API_PATH, STATIC_PATH } from './action-safety';
import { describe } from './schema-helpers';
import type { ActionStep } from './types';

export const CORE_STEP_TYPES = ['api', 'bridge', 'navigate', 'toast', 'openModal', 'closeModal', 'confirm', 'refetch', 'setState', 'run', 'if'] as const;

/** A widget-offered step type: `<widget-type>.<name>`, e.g. `slot-machine.resync`. */
export const CUSTOM_STEP_TYPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.[A-Za-z][\w-]*$/;

const steps = (description: string) =>
  describe(
    z.optional(z.array(z.lazy(() => actionStepSchema))),
    description,
  );
const values = () => describe(z.optional(z.record(z.string(), z.unknown())), 'Values for the {name} placeholders of the text; may hold bindings.');
const params = () => describe(z.optional(z.record(z.string(), z.unknown())), 'Parameters (query for GET, body fields for POST); string values may hold bindings.');
const key = (description: string) => describe(z.string().check(z.minLength(1)), description);
const method = () => describe(z.optional(z.enum(['GET', 'POST'])), 'HTTP method (default GET).');

const api = z.strictObject({
  type: z.literal('api'),
  path: describe(z.string().check(z.maxLength(MAX_API_PATH, `expected an API path of at most ${MAX_API_PATH} characters`), z.regex(STATIC_PATH, 'expected a static API path such as /marketing/activity/apply/saveV1: letters, digits, - _ . segments, no binding, no "..", no scheme; put values in params')), 'API path under the API base, e.g. /marketing/activity/apply/saveV1.'),
  method: method(),
  params: params(),
  body: describe(z.optional(z.unknown()), 'Request body (POST); may hold bindings.'),
  money: describe(z.optional(z.boolean()), 'The call spends money (bet, draw, buy, pay): a second tap while it runs does nothing.'),
  saveAs: describe(z.optional(z.string()), 'Store the answer under this `state` key.'),
  onSuccess: steps('Steps run after the call succeeded.'),
  onFailure: describe(
    z.optional(z.union([z.array(z.lazy(() => actionStepSchema)), z.record(z.string().check(z.regex(/^(\d+|other)$/, 'expected a status code such as 4002, or other')), z.array(z.lazy(() => actionStepSchema)))])),
    "Steps run after the call failed: one list, or lists by the server's status code (4002: [...]) and `other`; a code with no list shows the server's own message.",
  ),
});

const bridge = z.strictObject({
  type: z.literal('bridge'),
  action: key('Native app action, e.g. share, pay, closePage, forward.'),
  args: describe(z.optional(z.record(z.string(), z.unknown())), 'Arguments of the native action; may hold bindings.'),
  onSuccess: steps('Steps run after the native action succeeded.'),
  onFailure: steps('Steps run after the native action failed or is not available (browser). Without them the user is told why: open the page in the app, update the app, or the app could not do it.'),
});

const navigate = z.strictObject({ type: z.literal('navigate'), to: key('Route under /vue/ (e.g. /act/christmas) or an allowlisted URL.') });
const toast = z.strictObject({ type: z.literal('toast'), text: key('String key of the message (shown for 2000 ms).'), values: values() });
const openModal = z.strictObject({ type: z.literal('openModal'), id: key('Id of the modal or sheet node to open.') });
const closeModal = z.strictObject({ type: z.literal('closeModal'), id: describe(z.optional(z.string()), 'Id of the modal to close (default: the topmost).') });
const confirm = z.strictObject({
  type: z.literal('confirm'),
  text: key('String key of the question.'),
  values: values(),
  onConfirm: steps('Steps run when the user confirms.'),
  onCancel: steps('Steps run when the user cancels.'),
});
const refetch = z.strictObject({ type: z.literal('refetch'), data: describe(z.optional(z.array(z.string())), 'Data sources to fetch again (default: all); the next step runs once their answers are in.') });
const setState = z.strictObject({ type: z.literal('setState'), key: key('Key under the `state` binding root.'), value: describe(z.unknown(), 'The value; may hold bindings.') });
const run = z.strictObject({ type: z.literal('run'), action: key('Name of another action declared under `actions:`.') });
const ifStep = z.strictObject({
  type: z.literal('if'),
  test: describe(z.string().check(z.regex(/^\s*\{\{[^{}]*\}\}\s*$/, 'expected one condition in {{ }}, e.g. {{ data.cottage.opened >= 3 }}')), 'The condition, e.g. {{ data.cottage.opened >= 3 && phase == \'running\' }}: > >= == != < <= && || ! over bindings.'),
  then: steps('Steps run when the condition holds.'),
  else: steps('Steps run when it does not.'),
});

/** The schema of each core step type, by type (the operators' reference lists their fields). */
export const CORE_STEPS = { api, bridge, navigate, toast, openModal, closeModal, confirm, refetch, setState, run, if: ifStep } as const satisfies Record<(typeof CORE_STEP_TYPES)[number], z.ZodMiniType>;

export const coreStepSchema = z.discriminatedUnion('type', [api, bridge, navigate, toast, openModal, closeModal, confirm, refetch, setState, run, ifStep]);

export const customStepSchema = describe(
  z.looseObject({
    type: describe(z.string().check(z.regex(CUSTOM_STEP_TYPE, { abort: true })), 'A step offered by a widget module: `<widget-type>.<name>`.'),
  }),
  'A step offered by a widget module, e.g. slot-machine.resync; its other fields are read by that widget.',
);

export const actionStepSchema: z.ZodMiniType<ActionStep> = describe(
  z.union([coreStepSchema, customStepSchema]) as unknown as z.ZodMiniType<ActionStep>,
  'One step of an action: api, bridge, navigate, toast, openModal, closeModal, confirm, refetch, setState, run, if, or a widget step `<type>.<name>`.',
);

export const actionListSchema = describe(z.array(actionStepSchema), 'Steps run in order; a failing step stops the list (use onFailure to react).');
