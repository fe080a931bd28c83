import { dataReads } from '@engine';
import { defineDrawGame } from '@kit/draw/defineDrawGame';
import luckyBoxReads from './reads.json';
import { luckyBoxProps } from './schema';

/** The lucky box with a paid trial (a prize kept only by paying for it): one module, the theme names the variant. */
export const luckyBox = defineDrawGame({
  type: 'lucky-box', props: luckyBoxProps, skeletonHeight: 520, reads: dataReads(luckyBoxReads), component: () => import('./Component'), module: import.meta.url,
  description:
    'Lucky box with a paid trial: a free trial draw a day whose prize is kept only by paying one draw\'s price (giving it up asks first and loses it; a waiting prize is offered again after a reload), single-flight lottery batches ×1, ×10, ×50 in diamonds, the prize list, a skippable result animation; short of diamonds it runs the page\'s recharge action.',
  requests: (props) => [{ path: props.indexPath, params: { theme: props.theme } }],
});
