/**
 * One entry of the team panel: a text box and its button. The entry's own rule (`check`) says what is wrong
 * before anything is sent; the message shows under the box, and the box keeps what was typed.
 */
import { useId, useState } from 'react';

export interface EntryRowProps {
  label: string;
  button: string;
  busy: boolean;
  /** The key of the message of what is wrong with the value, or undefined when it may be sent. */
  check(value: string): string | undefined;
  send(value: string): void;
  inputMode?: 'text' | 'numeric';
  testId: string;
}

export function EntryRow({ label, button, busy, check, send, inputMode = 'text', testId }: EntryRowProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const problem = check(value.trim());
    setError(problem);
    if (!problem) send(value.trim());
  };
  return (
    <div className={`cw-form__field${error ? ' cw-form__field--invalid' : ''}`} data-testid={testId}>
      <label className="cw-form__label" htmlFor={id}>{label}</label>
      <div className="cw-bff__entry">
        <input id={id} className="cw-form__input" value={value} inputMode={inputMode} aria-invalid={error ? true : undefined} onChange={(e) => setValue(e.target.value)} />
        <button type="button" className="cw-btn cw-btn--primary" disabled={busy} onClick={submit}>{button}</button>
      </div>
      {error ? <p className="cw-form__error" role="alert">{error}</p> : null}
    </div>
  );
}
