import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import RulesDialog from './Component';
import { rulesDialogProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({
  strings: { en: { title: 'T', rules: 'Rules', rulesText: 'Every diamond you receive counts.\n\nTies are broken by time.' }, ms: { title: 'T', rules: 'Peraturan', rulesText: 'Setiap berlian dikira.' } },
});
const node = { type: 'rules-dialog', path: 'page[2]' };

describe('rules-dialog', () => {
  it('opens a labelled dialog with the rules, moves focus inside and gives it back on close', async () => {
    const user = userEvent.setup();
    const props = rulesDialogProps.parse({ buttonText: 'rules', text: 'rulesText' });
    renderWithEngine(<RulesDialog props={props} children={[]} node={node} />, { campaign });
    const opener = screen.getByRole('button', { name: 'Rules' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog).toHaveTextContent('Every diamond you receive counts.');
    expect(dialog.querySelectorAll('p')).toHaveLength(2);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('its opener looks like the buttons beside it: the shared button, default and small', async () => {
    const { default: Button } = await import('../../platform/button/Component');
    const { buttonProps } = await import('../../platform/button/schema');
    renderWithEngine(
      <>
        <RulesDialog props={rulesDialogProps.parse({ buttonText: 'rules', text: 'rulesText' })} children={[]} node={node} />
        <Button props={buttonProps.parse({ text: 'title', type: 'default', size: 'small' })} children={[]} node={{ type: 'button', path: 'page[3]' }} />
      </>,
      { campaign },
    );
    const opener = screen.getByRole('button', { name: 'Rules' });
    const neighbour = screen.getByRole('button', { name: 'T' });
    for (const look of neighbour.className.split(' ')) expect(opener).toHaveClass(look);
  });

  it('Escape closes the dialog', () => {
    const props = rulesDialogProps.parse({ buttonText: 'rules', text: 'rulesText' });
    renderWithEngine(<RulesDialog props={props} children={[]} node={node} />, { campaign });
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the page language (Malay)', () => {
    const props = rulesDialogProps.parse({ buttonText: 'rules', text: 'rulesText' });
    renderWithEngine(<RulesDialog props={props} children={[]} node={node} />, { campaign, locale: 'ms' });
    fireEvent.click(screen.getByRole('button', { name: 'Peraturan' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Setiap berlian dikira.');
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });
});
