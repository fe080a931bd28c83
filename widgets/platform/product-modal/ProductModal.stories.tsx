import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';
import { PRODUCTS_PATH } from '@platform/pay';

const product = (id: number, count: number, price: string) => ({ productType: 22, product: { id, count, price, clientProductId: `gem_${count}`, productIdentifier: `com.app.gem.${count}` } });
const rows = [product(1, 60, '$0.99'), product(2, 300, '$4.99'), product(3, 980, '$14.99'), product(4, 1980, '$29.99'), product(5, 3280, '$49.99'), product(6, 6480, '$99.99')];
const strings = everyLanguage({ long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI } });

const meta = {
  title: 'Platform/ProductModal',
  render: (args) => renderNode({ type: 'product-modal', id: 'shop', props: args }, { strings }),
  args: { open: true, productType: 'gemstone' },
  parameters: { responses: { [PRODUCTS_PATH]: { rows, thirdRechargeUrl: '' } } },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Products answered by the sandbox (msw), as in development. */
export const SandboxData: Story = { args: { productType: 'waterGun' }, parameters: { responses: {} } };
export const Loading: Story = { parameters: { responses: { [PRODUCTS_PATH]: () => new Promise(() => undefined) } } };
export const Empty: Story = { parameters: { responses: { [PRODUCTS_PATH]: { rows: [] } } } };
export const ErrorState: Story = {
  parameters: {
    responses: {
      [PRODUCTS_PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.');
      },
    },
  },
};
export const LongThai: Story = { args: { title: 'long' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { title: 'long' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
