// The top-up pages bring their own shared strings: a page starts with the core part only (as in the app).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import { createI18n, loadLocalePack } from '@engine/i18n';
import { useShellT } from '@platform/shell/useShellT';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { withPaymentStrings } from './paymentStrings';

const Title = withPaymentStrings(function Title() {
  const t = useShellT();
  return <h1>{t('payments.pages.title')}</h1>;
});

describe('strings of the top-up pages', () => {
  it('are not in the core strings every page starts with', async () => {
    expect(createI18n('en').exists('payments.pages.title')).toBe(false);
    expect(createI18n('th', {}, await loadLocalePack('th')).exists('payments.pages.title')).toBe(false);
  });

  it('in en: show at once', () => {
    renderWithEngine(<Title />, { services: { i18n: createI18n('en') } });
    expect(screen.getByRole('heading').textContent).toBe(en.payments.pages.title);
  });

  it('in another language: show once that language has loaded', async () => {
    renderWithEngine(<Title />, { services: { i18n: createI18n('th', {}, await loadLocalePack('th')) } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect((await screen.findByRole('heading')).textContent).toBe(th.payments.pages.title);
  });
});
