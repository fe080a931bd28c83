import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

/**
 * The first screen under the bench's phone emulation, in real Chromium against the real-browser suite's build: no
 * route shifts its layout by more than 0.02, and a tap before hydration acts exactly once after it. Run when named
 * (`npm test -- first-screen`): the emulation makes it about three minutes long (README "Tests").
 */
export default defineConfig({ test: { ...e2e.test, include: ['tests/first-screen/**/*.check.ts'] } });
