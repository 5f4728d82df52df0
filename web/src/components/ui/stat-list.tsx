import { Link } from 'react-router';

export interface Stat {
  label: string;
  value: number;
  /** Where the label leads (a list page or a modal), when it leads anywhere. */
  href?: string;
}

/** The counts under a place's or a chain's name, each label a link where it has one. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.href ? <Link to={stat.href}>{stat.label}</Link> : stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
