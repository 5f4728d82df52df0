import { fieldStyles } from './form-field';

/** A choice of a select or a chip group: the value sent and the label shown for it. */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** The options of a record of labels by value, in the record's order. */
export function labelledOptions<Value extends string>(
  labels: Record<Value, string>,
): Option<Value>[] {
  return (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));
}

/** The options of a select, each a value and the label shown for it. */
export function OptionList({ options }: { options: readonly Option[] }) {
  return (
    <>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The options of a select whose every choice reads as its own value (times, counts). */
export function ValueOptions({ values }: { values: readonly (string | number)[] }) {
  return (
    <OptionList
      options={values.map((value): Option => ({ value: String(value), label: String(value) }))}
    />
  );
}

interface ValueSelectProps {
  /** The select's accessible name (it has no visible label of its own). */
  label: string;
  value: string;
  values: readonly string[];
  onChange(value: string): void;
}

/** A field-styled select of plain values, e.g. the times of a schedule. */
export function ValueSelect({ label, value, values, onChange }: ValueSelectProps) {
  return (
    <select
      className={fieldStyles.control}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <ValueOptions values={values} />
    </select>
  );
}
