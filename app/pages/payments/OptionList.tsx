export interface Option {
  value: string;
  label: string;
  detail?: string;
}

/** A row of choices (payment methods, items) as toggle buttons. */
export function OptionList({ label, options, selected, onSelect }: { label: string; options: Option[]; selected?: string; onSelect(value: string): void }) {
  return (
    <ul className="pay-options" aria-label={label}>
      {options.map((o) => (
        <li key={o.value}>
          <button type="button" className="pay-option" aria-pressed={selected === o.value} onClick={() => onSelect(o.value)}>
            <div>{o.label}</div>
            {o.detail ? <small>{o.detail}</small> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
