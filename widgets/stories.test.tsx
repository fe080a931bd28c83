/**
 * Renders every story of every widget, layout widgets included (portable stories, with the real
 * Storybook preview: EngineProvider, locale global, sandbox through msw) and
 * fails on any thrown error or any console.error.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import { createSandboxMsw } from '../sandbox/msw';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const storiesOf = (mod: StoryModule) => Object.entries(composeStories(mod)) as Array<[string, ComposedStory]>;
const modules = { ...import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }), ...import.meta.glob<StoryModule>('../kit/**/*.stories.tsx', { eager: true }), ...import.meta.glob<StoryModule>('../engine/**/*.stories.tsx', { eager: true }) };

const project = setProjectAnnotations([preview]);
const server = setupServer(...createSandboxMsw().handlers);

beforeAll(() => {
  project.beforeAll?.();
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The query clients of the stories on screen (each story's engine has its own), as their providers mount them. */
const clients = new Set<QueryClient>();
const mountClient = QueryClient.prototype.mount;
beforeAll(() => {
  QueryClient.prototype.mount = function mount(this: QueryClient) {
    clients.add(this);
    mountClient.call(this);
  };
});
afterAll(() => {
  QueryClient.prototype.mount = mountClient;
});
afterEach(() => clients.clear());

/**
 * Waits until the story's reads and writes are answered and what they set off has run (and asked nothing more);
 * a story pending on purpose never gets its answer: only what is pending now has run.
 */
async function settle(pending: boolean): Promise<void> {
  const busy = () => [...clients].reduce((n, c) => n + c.isFetching() + c.isMutating(), 0);
  if (pending) return act(async () => {});
  for (let quiet = false; !quiet; ) {
    await waitFor(() => expect(busy()).toBe(0));
    await act(async () => {});
    quiet = busy() === 0;
  }
}

/** Stories that show a pending state on purpose keep their skeletons. */
const PENDING_STORY = /loading|pending/i;
/** Stories of a failed data source show the engine's notice with a retry in the widget's place. */
const FAILED_STORY = /error/i;

describe.each(Object.entries(modules))('%s', (_file, mod) => {
  const stories = storiesOf(mod);
  it.each(stories)('%s renders without errors', async (name, Story) => {
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    await Story.load();
    const { container } = render(<Story />);
    if (!PENDING_STORY.test(name)) await waitFor(() => expect(container.querySelector('[data-engine-skeleton]')).toBeNull(), { timeout: 5000 });
    await settle(PENDING_STORY.test(name));
    expect(errors).toEqual([]);
    // A widget that threw is replaced by the engine's fallback; so is one whose data failed, on purpose in the error stories.
    if (!FAILED_STORY.test(name)) expect(container.querySelector('[data-engine-fallback]')).toBeNull();
  });
});

describe('story globals', () => {
  it('a story pinned to Thai renders the Thai shared strings', async () => {
    const mod = modules['./platform/empty-state/EmptyState.stories.tsx'];
    expect(mod).toBeDefined();
    const Thai = storiesOf(mod!).find(([name]) => name === 'Thai')?.[1];
    if (!Thai) throw new Error('EmptyState has no Thai story');
    await Thai.load();
    render(<Thai />);
    expect(await screen.findByText('ไม่พบข้อมูล')).toBeInTheDocument();
  });
});
