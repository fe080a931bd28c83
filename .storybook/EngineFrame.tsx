import { useMemo, type ReactNode } from 'react';
import { EngineProvider, themeStyle, type EngineEnv, type Locale, type Theme } from '@engine';
import { registry } from '@widgets';
import { createTestServices } from '@testing/engine/createTestServices';
import type { FakeResponses } from '@testing/engine/fakeHttp';
import { sandboxHttp } from './sandboxHttp';

/** Stories run at a fixed instant (a betting second of a sandbox round), so every render looks the same. */
export const STORY_NOW = '2026-11-22T10:00:05+08:00';

export interface EngineFrameProps {
  locale: Locale;
  /** Fixed answers for this story (by path); other calls go to the sandbox. */
  responses?: FakeResponses;
  env?: Partial<EngineEnv>;
  /** A campaign's theme (the toolbar's palette): its colours as custom properties around the story, as on the campaign's page. */
  theme?: Theme;
  children?: ReactNode;
}

/** The real EngineProvider around a story: all widgets registered, sandbox-backed http, the chosen language. */
export function EngineFrame({ locale, responses, env, theme, children }: EngineFrameProps) {
  const services = useMemo(
    () => createTestServices({ registry, locale, http: sandboxHttp(locale), now: STORY_NOW, ...(responses ? { responses } : {}), ...(env ? { env } : {}) }),
    [locale, responses, env],
  );
  return (
    <EngineProvider key={locale} services={services}>
      <div className="story-frame" lang={locale === 'ph' || locale === 'fil' ? 'fil' : locale === 'vn' ? 'vi' : locale} style={themeStyle(theme)}>
        {children}
      </div>
    </EngineProvider>
  );
}
