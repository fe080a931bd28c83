export { parsePushMessage } from './pushMessage';
export type { PushMessage, PushChannel } from './pushMessage';
export { createPushFilter } from './createPushFilter';
export { createWebSocketChannel, reconnectDelay } from './createWebSocketChannel';
export type { WebSocketChannel, WebSocketChannelOptions, SocketFactory } from './createWebSocketChannel';
export { createRtmChannel, RTM_TOKEN_PATH } from './createRtmChannel';
export type { RtmChannelOptions, RtmSdkLike } from './createRtmChannel';
