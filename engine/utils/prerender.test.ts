// @vitest-environment node
import { allLocalePacks } from '../i18n/allLocalePacks';
import { describe, expect, it } from 'vitest';

describe('prerender safety', () => {
  it('platform modules import and start without window or document', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const mods = await Promise.all([
      import('../http'), import('../bridge'), import('../push'), import('../i18n'),
      import('../upload'), import('./index'), import('../app-header'), import('../security'),
    ]);
    expect(mods).toHaveLength(8);
    const { createBridge } = await import('../bridge');
    const bridge = createBridge();
    expect(bridge.platform).toBe('browser');
    await expect(bridge.getBarHeights()).resolves.toEqual({ ok: false, reason: 'not-in-app' });
    const { createI18n } = await import('../i18n');
    expect(createI18n('th', {}, allLocalePacks).t('errors.network')).not.toBe('errors.network');
    const { buildAppHeader, readMetaAppType } = await import('../app-header');
    expect(readMetaAppType()).toBeUndefined();
    expect(buildAppHeader({ production: true })).toEqual({ language: 'en', area: 'PH' });
  });
});
