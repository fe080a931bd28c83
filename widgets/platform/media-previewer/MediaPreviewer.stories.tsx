import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  giftLabel: { en: 'Golden carriage gift animation', ms: 'Animasi hadiah kereta emas', th: 'แอนิเมชันของขวัญรถม้าทองคำ', ph: 'Animation ng regalong gintong karwahe', fil: 'Animation ng regalong gintong karwahe', vi: 'Hoạt ảnh quà xe ngựa vàng' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});
/** Demo media in .storybook/public: a 2 s 320 × 180 clip and a small SVGA carriage animation. `broken.mp4` is a picture, so it cannot play. */
const assets = { 'intro.mp4': '/intro.mp4', 'carriage.svga': '/carriage.svga', 'poster.svg': '/banner.svg', 'broken.mp4': '/banner.svg' };

const meta = {
  title: 'Platform/MediaPreviewer',
  render: (args) => renderNode({ type: 'media-previewer', props: args }, { strings, assets }),
  args: { src: 'intro.mp4', label: 'giftLabel' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PreloadNone: Story = { args: { preload: 'none' } };
export const PreloadAuto: Story = { args: { preload: 'auto', loop: true } };
export const Svga: Story = { args: { src: 'carriage.svga' }, parameters: { env: { platform: 'browser' } } };
export const NativeSvgaInApp: Story = { args: { src: 'carriage.svga', poster: 'poster.svg' }, parameters: { env: { platform: 'android', appVersion: '3.14.0' } } };
export const AlphaVideo: Story = { args: { kind: 'alpha-video' } };
export const ErrorState: Story = { args: { src: 'https://not-allowed.example/clip.mp4' } };
export const VideoFailsToLoad: Story = { args: { src: 'broken.mp4', preload: 'auto' } };
export const LongThai: Story = { args: { label: 'long' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { label: 'long' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
