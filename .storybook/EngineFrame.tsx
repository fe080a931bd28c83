import { useMemo, type ReactNode } from 'react';
import { EngineProvider, type EngineEnv, type Locale } from '@engine';
import { registry } from '@widgets';
import { createTestServices } from '../engine/testing/createTestServices';
import type { FakeResponses } from '../engine/testing/fakeHttp';
import { sandboxHttp } from './sandboxHttp';

export interface EngineFrameProps {
  locale: Locale;
  /** Fixed answers for this story (by path); other calls go to the sandbox. */
  responses?: FakeResponses;
  env?: Partial<EngineEnv>;
  children?: ReactNode;
}

/** The real EngineProvider around a story: all widgets registered, sandbox-backed http, the chosen language. */
export function EngineFrame({ locale, responses, env, children }: EngineFrameProps) {
  const services = useMemo(
    () => createTestServices({ registry, locale, http: sandboxHttp(locale), now: Date.now(), ...(responses ? { responses } : {}), ...(env ? { env } : {}) }),
    [locale, responses, env],
  );
  return (
    <EngineProvider key={locale} services={services}>
      <div className="story-frame" lang={locale === 'ph' || locale === 'fil' ? 'fil' : locale === 'vn' ? 'vi' : locale}>
        {children}
      </div>
    </EngineProvider>
  );
}
