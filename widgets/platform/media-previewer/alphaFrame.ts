/**
 * Alpha video frames carry the colour in the left half and the transparency
 * mask (as grey levels) in the right half. Combines both halves into one
 * RGBA frame of half the width.
 */
export function composeAlphaFrame(source: Uint8ClampedArray, width: number, height: number, out: Uint8ClampedArray): void {
  const half = Math.floor(width / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < half; x++) {
      const colour = (y * width + x) * 4;
      const mask = (y * width + x + half) * 4;
      const target = (y * half + x) * 4;
      out[target] = source[colour] ?? 0;
      out[target + 1] = source[colour + 1] ?? 0;
      out[target + 2] = source[colour + 2] ?? 0;
      out[target + 3] = source[mask] ?? 0;
    }
  }
}
