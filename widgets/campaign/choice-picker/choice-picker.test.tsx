import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { choicePicker } from './index';

afterEach(cleanup);

describe('choice-picker', () => {
  it('keeps the one chosen answer (as the option gives it) in the page state, then runs its action', async () => {
    const campaign = testCampaign({
      strings: { en: { period: 'Which ranking?', week: 'This week', month: 'This month' }, th: { period: 'อันดับไหน', week: 'สัปดาห์นี้', month: 'เดือนนี้' } },
      page: [{ type: 'choice-picker', props: { label: 'period', stateKey: 'period', action: 'load', options: [{ value: 0, label: 'week' }, { value: 5, label: 'month' }] } }],
      actions: { load: [{ type: 'api', path: '/marketing/rankingList/getData', params: { period: '{{state.period}}' } }] },
    });
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, choicePicker], responses: { '/marketing/rankingList/getData': { list: [] } }, locale: 'th' });
    expect(await screen.findByRole('group', { name: 'อันดับไหน' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'เดือนนี้' }));
    expect(screen.getByRole('radio', { name: 'เดือนนี้' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'สัปดาห์นี้' })).not.toBeChecked();
    await waitFor(() => expect(services.http.calls).toEqual([expect.objectContaining({ path: '/marketing/rankingList/getData', params: { period: 5 } })]));
    fireEvent.click(screen.getByRole('radio', { name: 'สัปดาห์นี้' }));
    await waitFor(() => expect(services.http.calls.at(-1)).toMatchObject({ params: { period: 0 } }));
    expect(screen.getByRole('radio', { name: 'เดือนนี้' })).not.toBeChecked();
  });

  it("preselects the server's current choice until the user chooses another", async () => {
    const campaign = testCampaign({
      strings: { en: { wish: 'Our wish gift' } },
      data: { nest: { path: '/activity/loveNest/index' } },
      page: [{ type: 'choice-picker', props: { label: 'wish', stateKey: 'wish', value: '{{data.nest.wishGiftId}}', options: '{{data.nest.wishGifts}}' } }],
    });
    const nest = { wishGiftId: 1008, wishGifts: [{ value: 1005, labelText: 'Love Letter' }, { value: 1008, labelText: 'Sports Car' }] };
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, choicePicker], responses: { '/activity/loveNest/index': nest } });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sports Car' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Love Letter' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Love Letter' }));
    expect(screen.getByRole('radio', { name: 'Love Letter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sports Car' })).not.toBeChecked();
  });

  it('answers worded by the server show as given', async () => {
    const campaign = testCampaign({
      strings: { en: { pick: 'Pick one' } },
      page: [{ type: 'choice-picker', props: { label: 'pick', options: [{ value: 'a', labelText: 'Morning show' }, { value: 'b' }] } }],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, choicePicker] });
    expect(await screen.findByRole('radio', { name: 'Morning show' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'b' })).toBeInTheDocument();
  });
});
