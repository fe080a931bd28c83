import { overlay, type AnyWidgetDefinition } from '@engine';
import { navbar } from './navbar';
import { badge } from './badge';
import { button } from './button';
import { emptyState } from './empty-state';
import { loadingOverlay } from './loading-overlay';
import { scroll } from './scroll';
import { mediaPreviewer } from './media-previewer';
import { imageCropper } from './image-cropper';
import { paymentSelector } from './payment-selector';
import { productModal } from './product-modal';
import { confirmDialog } from './confirm-dialog';
import { numberRoller } from './number-roller';

/**
 * The shared widgets every campaign can use: navbar, badge, button, empty state,
 * loading overlay, scroll, media previewer, image cropper, payment selector,
 * product modal, overlay, confirm dialog and number roller. Toasts are shown
 * by the engine's toast host (`toast` action step, useToast), not by a widget.
 */
export const platformWidgets: readonly AnyWidgetDefinition[] = [
  navbar,
  badge,
  button,
  emptyState,
  loadingOverlay,
  scroll,
  mediaPreviewer,
  imageCropper,
  paymentSelector,
  productModal,
  overlay,
  confirmDialog,
  numberRoller,
] as readonly AnyWidgetDefinition[];
