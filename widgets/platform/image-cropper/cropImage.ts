/** Markup of the cropper: one movable, resizable selection locked to the box ratio. Numbers only. */
export function cropperTemplate(boxWidth: number, boxHeight: number): string {
  const ratio = (boxWidth / boxHeight).toFixed(6);
  return (
    '<cropper-canvas background>' +
    '<cropper-image rotatable scalable translatable></cropper-image>' +
    '<cropper-shade hidden></cropper-shade>' +
    '<cropper-handle action="move" plain></cropper-handle>' +
    `<cropper-selection width="${Math.round(boxWidth)}" height="${Math.round(boxHeight)}" aspect-ratio="${ratio}" movable resizable outlined>` +
    '<cropper-grid role="grid" covered></cropper-grid>' +
    '<cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.35)"></cropper-handle>' +
    '<cropper-handle action="ne-resize"></cropper-handle>' +
    '<cropper-handle action="nw-resize"></cropper-handle>' +
    '<cropper-handle action="se-resize"></cropper-handle>' +
    '<cropper-handle action="sw-resize"></cropper-handle>' +
    '</cropper-selection>' +
    '</cropper-canvas>'
  );
}

/** Something that can draw the selected area into a canvas (a cropper selection). */
export interface CanvasSource {
  $toCanvas(options?: { width?: number; height?: number }): Promise<HTMLCanvasElement>;
}

/** The selected area as a png data URL of the box size: the cropper always exports png. */
export async function exportPng(selection: CanvasSource, boxWidth: number, boxHeight: number): Promise<string> {
  const canvas = await selection.$toCanvas({ width: boxWidth, height: boxHeight });
  return canvas.toDataURL('image/png');
}
