import type { ReactNode } from 'react';
import { fieldStyles } from '../../components/ui/form-field';
import styles from './post-editor.module.css';

/** A label over the editor's control `id`, with whatever goes under it, in the editor's spacing. */
export function LabelledField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
