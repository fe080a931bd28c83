import { describe, expect, it } from 'vitest';
import { historyHasPrevious } from './historyHasPrevious';

const win = (history: number, navigation?: { canGoBack: boolean }) => ({ history: { length: history }, ...(navigation ? { navigation } : {}) }) as unknown as Window;

describe('historyHasPrevious', () => {
  it('trusts the Navigation API, which leaves out a blank page the webview started on', () => {
    expect(historyHasPrevious(win(2, { canGoBack: false }))).toBe(false);
    expect(historyHasPrevious(win(3, { canGoBack: true }))).toBe(true);
  });

  it('without it, a history of one entry means the page was opened directly', () => {
    expect(historyHasPrevious(win(1))).toBe(false);
    expect(historyHasPrevious(win(2))).toBe(true);
  });
});
