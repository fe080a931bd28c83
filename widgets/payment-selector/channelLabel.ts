/** Locale keys of the known pay channels; a channel the app names otherwise is shown as given. */
const KEYS: Record<string, string> = {
  Apple: 'common:widgets.payment-selector.channel.apple',
  Google: 'common:widgets.payment-selector.channel.google',
  Huawei: 'common:widgets.payment-selector.channel.huawei',
  'Google/Huawei': 'common:widgets.payment-selector.channel.googleHuawei',
  Other: 'common:widgets.payment-selector.channel.other',
};

export function channelLabelKey(channel: string): string {
  return KEYS[channel] ?? channel;
}
