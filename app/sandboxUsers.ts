/** The sandbox's seeded users and the reset of its preview data, for the development panel. */
import type { DevUsers } from '@platform/shell/DevUsers';
import { control } from './sandboxFaults';

export function sandboxUsers(current: string | undefined, doFetch?: typeof fetch): DevUsers {
  return {
    current,
    list: async () => (await control(undefined, doFetch)).users ?? [],
    async reset() {
      await control({ reset: true }, doFetch);
    },
  };
}
