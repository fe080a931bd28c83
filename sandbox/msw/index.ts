/** msw adapters of the sandbox, and a one-call set-up for stories and tests. */
import { createSandbox, type Sandbox, type SandboxOptions } from '../core/createSandbox';
import { bundledFixtures } from './fixtureFiles';
import { sandboxHandlers, sandboxPushHandler } from './sandboxHandlers';

export { sandboxHandlers, sandboxPushHandler, SANDBOX_PATHS } from './sandboxHandlers';

/** A fresh sandbox and its msw handlers (HTTP and push socket); it answers the campaign folders' fixtures too. */
export function createSandboxMsw(opts: SandboxOptions = {}): { sandbox: Sandbox; handlers: ReturnType<typeof sandboxHandlers>; pushHandler: ReturnType<typeof sandboxPushHandler> } {
  const sandbox = createSandbox({ fixtures: bundledFixtures, ...opts });
  return { sandbox, handlers: sandboxHandlers(sandbox), pushHandler: sandboxPushHandler(sandbox) };
}
