/**
 * The data states every widget that reads data shows, made from one of its stories: Loading (its reads never
 * answer: the skeleton), Empty (its reads answer with nothing to show) and ErrorWithRetry (its reads fail: the
 * engine's notice with a retry in the widget's place). Other reads keep the story's answers or the sandbox's,
 * the same catalogue of answers the tests use.
 */
import type { StoryObj } from '@storybook/react-vite';
import { ApiError } from '@engine';
import type { FakeResponses } from '@testing/engine/fakeHttp';

type Story = StoryObj;

const never = () => new Promise<never>(() => undefined);
const unavailable = () => {
  throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
};

/**
 * `base` in each data state. `empty` holds the widget's reads (API paths, as `parameters.responses` keys them)
 * with their empty answer.
 */
export function dataStates(base: Story, empty: FakeResponses): { Loading: Story; Empty: Story; ErrorWithRetry: Story } {
  const paths = Object.keys(empty);
  const answered = (responses: FakeResponses): Story => ({
    ...base,
    parameters: { ...base.parameters, responses: { ...(base.parameters?.responses as FakeResponses | undefined), ...responses } },
  });
  return {
    Loading: answered(Object.fromEntries(paths.map((p) => [p, never]))),
    Empty: answered(empty),
    ErrorWithRetry: answered(Object.fromEntries(paths.map((p) => [p, unavailable]))),
  };
}
