import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Globals are off, so Testing Library cannot register its own cleanup: unmount every tree after each test.
afterEach(() => cleanup());

// CI machines are small and shared: give async queries (findBy*, waitFor) room before they fail.
configure({ asyncUtilTimeout: 5000 });
