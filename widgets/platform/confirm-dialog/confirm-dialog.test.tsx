import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type PageNode } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { button } from '../button';
import { noPromptStorageKey } from '@kit/noPrompt';
import { ConfirmCancelled, createConfirmation } from './confirmation';
import { confirmDialog } from './index';

const page = (props: Record<string, unknown>) => {
  const nodes: PageNode[] = [
    { type: 'button', props: { text: 'buy', action: 'ask' } },
    { type: 'confirm-dialog', id: 'sure', props: { text: 'question', onConfirm: 'yes', onCancel: 'no', ...props } },
  ];
  return renderWithEngine(
    <CampaignPage
      campaign={testCampaign({
        page: nodes,
        actions: { ask: [{ type: 'openModal', id: 'sure' }], yes: [{ type: 'api', path: '/yes' }], no: [{ type: 'api', path: '/no' }] },
        strings: { en: { title: 'T', buy: 'Buy all', question: 'Spend {price} diamonds?' } },
      })}
    />,
    { registry: [...layoutWidgets, button, confirmDialog], responses: { '/yes': {}, '/no': {} } },
  );
};
const paths = (s: { http: { calls: { path: string }[] } }) => s.http.calls.map((c) => c.path);

describe('confirm-dialog', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('the confirmation resolves on confirm and rejects on cancel', async () => {
    const yes = createConfirmation();
    yes.confirm();
    yes.cancel();
    await expect(yes.promise).resolves.toBeUndefined();
    const no = createConfirmation();
    no.cancel();
    await expect(no.promise).rejects.toBeInstanceOf(ConfirmCancelled);
  });

  it('Confirm runs the confirm action and closes the dialog', async () => {
    const { services } = page({ values: { price: 399 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Spend 399 diamonds?' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(paths(services)).toEqual(['/yes']));
    expect(dialog).not.toBeInTheDocument();
  });

  it('Cancel (or Escape) runs the cancel action', async () => {
    const { services } = page({});
    fireEvent.click(await screen.findByRole('button', { name: 'Buy all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(paths(services)).toEqual(['/no']));
    fireEvent.click(screen.getByRole('button', { name: 'Buy all' }));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(paths(services)).toEqual(['/no', '/no']));
  });

  it('"do not ask again" is stored per campaign and game and then confirms without asking', async () => {
    const { services } = page({ noPromptGame: 'slot-machine' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy all' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: "Don't ask again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(paths(services)).toEqual(['/yes']));
    expect(window.localStorage.getItem(noPromptStorageKey({ campaign: 'test-campaign', game: 'slot-machine' }))).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Buy all' }));
    await waitFor(() => expect(paths(services)).toEqual(['/yes', '/yes']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("another game's flag does not suppress the question", async () => {
    window.localStorage.setItem(noPromptStorageKey({ campaign: 'test-campaign', game: 'big-eater' }), '1');
    const { services } = page({ noPromptGame: 'slot-machine' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy all' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(paths(services)).toEqual([]);
  });

  it("the slot game's flag does not suppress another campaign's question naming that game", async () => {
    window.localStorage.setItem(noPromptStorageKey({ campaign: 'slot-machine', game: 'P10000' }), '1');
    const { services } = page({ noPromptGame: 'P10000' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy all' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(paths(services)).toEqual([]);
  });
});
