import type { ReactNode } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import styles from './param-form.module.css';

interface ParamFormProps {
  /** The URL parameters the submit button sets (the page's others are kept). */
  set: Readonly<Record<string, string>>;
  /** Parameters of the page's URL to drop as well. */
  drop?: readonly string[];
  /** The submit button (`type="submit"`) that opens what the parameters name. */
  children: ReactNode;
}

/**
 * What opens by a URL parameter (a modal, the full-screen gallery), as a GET form of this page
 * with the parameters it sets. A click before the app has hydrated the page still works: the
 * browser asks the server for the page with those parameters. Once hydrated, react-router's Form
 * makes the same submit an in-app navigation.
 */
export function ParamForm({ set, drop = [], children }: ParamFormProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const next = new URLSearchParams(searchParams);
  for (const name of drop) next.delete(name);
  for (const [name, value] of Object.entries(set)) next.set(name, value);
  return (
    <Form method="get" action={pathname} className={styles.form}>
      {[...next].map(([name, value], index) => (
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
