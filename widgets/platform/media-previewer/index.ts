import { defineWidget } from '@engine';
import { mediaPreviewerProps } from './schema';

export const mediaPreviewer = defineWidget({
  type: 'media-previewer',
  version: 1,
  description: 'Plays a video, an SVGA animation or an alpha video; SVGA is previewed natively by apps from 3.14.0.',
  props: mediaPreviewerProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 220,
  // svga 2.1 decodes files with protobufjs's reflection build, whose Type.setup() compiles each decoder with
  // Function() (@protobufjs/codegen), in a Worker it makes from a blob: URL (which runs under the page's policy).
  contentPolicy: { scriptEval: 'the SVGA parser (svga 2.1, protobufjs/light) compiles its decoders with Function() in a blob: worker' },
});
