import type { ReactNode } from 'react';

interface SwitchRowProps {
  /** The row's look (a toggle-row composition with the page's own switch style). */
  className?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** What the switch turns on, before it in the row. */
  children: ReactNode;
}

/** A labelled on/off switch across a row: filters, settings. */
export function SwitchRow({ className, checked, onChange, children }: SwitchRowProps) {
  return (
    <label className={className}>
      {children}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
