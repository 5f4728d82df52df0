import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons';
import styles from './state-message.module.css';

interface StateMessageProps {
  icon?: ReactNode;
  title: string;
  subtitle?: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Page-sized (error pages) or compact (inside a list). */
  size?: 'page' | 'compact';
  /** The heading level; error pages use h1, list states h2. */
  headingLevel?: 1 | 2;
  role?: 'alert' | 'status';
}

/** The empty, error and placeholder states share one look: icon, title, subtitle, actions. */
export function StateMessage({
  icon,
  title,
  subtitle,
  actions,
  size = 'compact',
  headingLevel = 2,
  role,
}: StateMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.state} ${styles[size]}`} role={role}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/**
 * A whole page that is only a message (errors, placeholders, a deleted profile): its h1 title
 * and the page-sized icon.
 */
export function PageMessage({
  icon: Icon,
  ...rest
}: Omit<StateMessageProps, 'icon' | 'size' | 'headingLevel'> & {
  icon: ComponentType<IconProps>;
}) {
  return <StateMessage size="page" headingLevel={1} icon={<Icon size={40} />} {...rest} />;
}
