/**
 * Push de-duplication (P§4): a message whose id is not greater than the last
 * seen id, or addressed to another channel, is dropped. Unknown event codes
 * are logged and dropped.
 */
import { isKnownPushCode } from './pushMessage';
import type { PushMessage } from './pushMessage';

export function createPushFilter(channelId: string, log: (msg: string) => void = (m) => console.warn(m)): (msg: PushMessage) => boolean {
  let lastId = -Infinity;
  return (msg) => {
    if (String(msg.to) !== String(channelId)) return false;
    const id = msg.payload.msgId;
    if (!(id > lastId)) return false;
    lastId = id;
    if (!isKnownPushCode(msg.payload.event)) {
      log(`[push] unknown message code ${msg.payload.event} (msgId ${id})`);
      return false;
    }
    return true;
  };
}
