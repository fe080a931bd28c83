import type { WidgetComponentProps } from '@engine';
import { useItemAction } from '@kit/useItemAction';
import { TextPictureForm } from './TextPictureForm';
import type { TextPictureInputProps } from './schema';

/** The form as a page widget: the checked text and picture go to the campaign's action through page state. */
export default function TextPictureInput({ props }: WidgetComponentProps<TextPictureInputProps>) {
  const submit = useItemAction(props.stateKey);
  return <TextPictureForm {...props} disabled={submit.isClosed(props.submitAction)} onSubmit={(values) => submit.run(props.submitAction, values)} />;
}
