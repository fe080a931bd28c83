/** Haptic feedback: when the device cannot vibrate, log it and return false. */
export function vibrate(pattern: number | number[] = 50, nav: Partial<Pick<Navigator, 'vibrate'>> | undefined = globalThis.navigator): boolean {
  if (!nav || typeof nav.vibrate !== 'function') {
    console.warn('[vibrate] vibration is not supported on this device');
    return false;
  }
  try {
    return nav.vibrate(pattern);
  } catch (err) {
    console.warn('[vibrate] vibration failed', err);
    return false;
  }
}
