/** The custom gift view: the rights left, and the text and picture form (its code loaded when the view first shows). */
import { lazy, Suspense } from 'react';
import { SkeletonRows } from '@kit/SkeletonRows';
import type { WidgetT } from '@kit/useWidgetT';
import type { WishGame } from './useWishBox';
import type { WishIndex } from './wishBoxAnswers';

const KEYS = 'common:widgets.wish-box';
/** The custom gift's picture is cropped to this square before it is uploaded (px of the uploaded png). */
const CUSTOM_PICTURE = { width: 300, height: 300 };
/** The custom gift's form, loaded when the custom view is first shown: the box's first screen does not carry it. */
const TextPictureForm = lazy(() => import('../../campaign/text-picture-input/TextPictureForm').then((m) => ({ default: m.TextPictureForm })));

export function CustomGift({ game, index, wt }: { game: WishGame; index: WishIndex; wt: WidgetT }) {
  const can = index.customRights > 0;
  return (
    <section className="wish-custom">
      <p className="wish-note">{wt('customIntro')}</p>
      <p className="wish-custom__rights" data-testid="wish-custom-rights" role="status">
        {can ? wt('customRights', { count: index.customRights }) : wt('customNone', { count: index.secretWithin, within: index.secretWithin })}
      </p>
      <Suspense fallback={<SkeletonRows count={2} />}>
        <TextPictureForm
          picture
          maxLength={30}
          title={`${KEYS}.customTitle`}
          textLabel={`${KEYS}.customText`}
          pictureLabel={`${KEYS}.customPicture`}
          submitText={`${KEYS}.customSubmit`}
          disabled={!can}
          crop={CUSTOM_PICTURE}
          onSubmit={game.sendCustom}
        />
      </Suspense>
    </section>
  );
}
