import type { ReactNode } from 'react';
import styles from './place-sections.module.css';

/** One titled block of a place page, named by its heading for assistive technology. */
export function PlaceSection({
  id,
  title,
  action,
  children,
}: {
  /** The heading's id; unique on the page. */
  id: string;
  title: ReactNode;
  /** A link beside the title, such as 'All albums'. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={styles.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <section className={styles.section} aria-labelledby={id}>
      {action ? (
        <div className={styles.sectionHead}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
