import type { ActionStep } from '../../core/types';
import { FORWARD_TYPES } from '../../bridge/constants';
import { useAction } from './useAction';

/** The step that opens a room of the app: a bridge forward of type 9 with the room's id. */
export const openRoomSteps = (roomId: string | number): ActionStep[] => [{ type: 'bridge', action: 'forward', args: { type: FORWARD_TYPES.room, id: roomId } }];

/** A room id worth opening: a non-empty text or a number (a row without a room, or data not read yet, has none). */
export function roomIdOf(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Opens a room of the app from a user's tap (an app action: never from anything but a tap). */
export function useOpenRoom(): { open(roomId: string | number): void; pending: boolean } {
  const { run, pending } = useAction();
  return { pending, open: (roomId) => void run(openRoomSteps(roomId)).catch(() => undefined) };
}
