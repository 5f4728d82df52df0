import { fieldStyles } from './form-field';

/** The options of a select whose every choice reads as its own value (times, counts). */
export function ValueOptions({ values }: { values: readonly (string | number)[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
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
