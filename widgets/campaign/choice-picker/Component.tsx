import { useId } from 'react';
import { useAction, useLocalState, useT, type WidgetComponentProps } from '@engine';
import { ChoicePicker } from './ChoicePicker';
import { optionLabel } from './optionLabel';
import type { ChoicePickerWidgetProps } from './schema';

/** A choose-one picker on its own, the server's current choice preselected: the chosen value goes to the page state, then the action runs. */
export default function ChoicePickerWidget({ props }: WidgetComponentProps<ChoicePickerWidgetProps>) {
  const t = useT();
  const name = useId();
  const { run } = useAction();
  const [own, setChosen] = useLocalState<string | number>(props.stateKey);
  // The server's current choice stands until the user chooses.
  const chosen = own ?? props.value ?? undefined;
  const choose = (v: string | string[]) => {
    const option = props.options.find((o) => String(o.value) === v);
    if (!option) return;
    setChosen(option.value);
    if (props.action) void run(props.action);
  };
  return (
    <div className="cw-picker-widget">
      <ChoicePicker
        name={name}
        legend={t(props.label)}
        options={props.options.map((o) => ({ value: String(o.value), label: optionLabel(o, t) }))}
        value={chosen === undefined ? '' : String(chosen)}
        onChange={choose}
      />
    </div>
  );
}
