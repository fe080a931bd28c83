/** Locale keys of the known pay channels (shared payment strings); a channel the app names otherwise is shown as given. */
const KEYS: Record<string, string> = {
  Apple: 'common:payments.channels.apple',
  Google: 'common:payments.channels.google',
  Huawei: 'common:payments.channels.huawei',
  'Google/Huawei': 'common:payments.channels.googleHuawei',
  Other: 'common:payments.channels.other',
};

export function channelLabelKey(channel: string): string {
  return KEYS[channel] ?? channel;
}
