/**
 * Pay channel rules. iOS app: Apple. Android app from 3.18.0: the
 * channels the host reports; older Android: Google/Huawei. Outside the app:
 * Apple, Google, Huawei, Google/Huawei. "Other" (third-party checkout) is
 * offered only with both a user code and a product code; otherwise the
 * purchase is a direct pay.
 */
import { isAtLeast } from '@engine/utils/version';

export const PAY_CHANNELS = {
  apple: 'Apple',
  google: 'Google',
  huawei: 'Huawei',
  googleHuawei: 'Google/Huawei',
  other: 'Other',
} as const;
export type PayChannel = string;

export const ANDROID_HOST_CHANNELS_VERSION = '3.18.0';

export interface PayChannelInput {
  platform: 'ios' | 'android' | 'browser';
  appVersion?: string;
  userCode?: string;
  productCode?: string;
  /** Asks the Android host for its channels (bridge getPayChannels). */
  hostChannels?: () => Promise<{ ok: true; data: string[] } | { ok: false }>;
}

export interface PayChannelChoice {
  channels: PayChannel[];
  /** True when there is no third-party option: the product is paid directly. */
  directPay: boolean;
}

async function baseChannels(input: PayChannelInput): Promise<PayChannel[]> {
  if (input.platform === 'ios') return [PAY_CHANNELS.apple];
  if (input.platform === 'android') {
    if (isAtLeast(input.appVersion, ANDROID_HOST_CHANNELS_VERSION) && input.hostChannels) {
      const res = await input.hostChannels();
      if (res.ok && res.data.length > 0) return res.data;
      console.warn('[payments] the app reported no pay channels; using Google/Huawei');
    }
    return [PAY_CHANNELS.googleHuawei];
  }
  return [PAY_CHANNELS.apple, PAY_CHANNELS.google, PAY_CHANNELS.huawei, PAY_CHANNELS.googleHuawei];
}

export async function payChannels(input: PayChannelInput): Promise<PayChannelChoice> {
  const channels = await baseChannels(input);
  const thirdParty = Boolean(input.userCode && input.productCode);
  return { channels: thirdParty ? [...channels, PAY_CHANNELS.other] : channels, directPay: !thirdParty };
}

/** Locale key of a channel label (payments.channels.*); unknown host channels show as given. */
export function payChannelLabelKey(channel: PayChannel): string | undefined {
  const entry = Object.entries(PAY_CHANNELS).find(([, v]) => v === channel);
  return entry ? `common:payments.channels.${entry[0]}` : undefined;
}
