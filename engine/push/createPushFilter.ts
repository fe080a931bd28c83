/**
 * Push de-duplication: a message whose id is not greater than the last
 * seen id, or addressed to another channel, is dropped.
 */
import type { PushMessage } from './pushMessage';

export function createPushFilter(channelId: string): (msg: PushMessage) => boolean {
  let lastId = -Infinity;
  return (msg) => {
    if (String(msg.to) !== String(channelId)) return false;
    const id = msg.payload.msgId;
    if (!(id > lastId)) return false;
    lastId = id;
    return true;
  };
}
