import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ModalButton } from '../../components/ui/modal-button';
import { CupIcon, GlassIcon, LoginIcon, PlacesIcon } from '../../components/ui/icons';
import { WELCOME_CATEGORIES } from '../../lib/constants';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { MAIN_ID, SkipLink } from '../../components/ui/skip-link';
import { Logo } from './welcome-logo';
import styles from './welcome-screen.module.css';

interface WelcomeScreenProps {
  /** The city picker (composed by the route). */
  picker: ReactNode;
  /** The city whose category lists the Restaurants, Bars and Cafes chips open. */
  city: string;
}

const highlights = [
  { category: 'restaurants', Icon: PlacesIcon },
  { category: 'bars', Icon: GlassIcon },
  { category: 'cafes', Icon: CupIcon },
] as const;

/**
 * The visitor's home: explore the best restaurants, cafes and bars nearby (each a link to the
 * city's list of that category), pick a city, log in.
 */
export function WelcomeScreen({ picker, city }: WelcomeScreenProps) {
  useHead({ title: messages.welcome.pageTitle, description: messages.meta.description });
  return (
    <div className={styles.screen}>
      <SkipLink />
      <header className={styles.top}>
        <Logo />
        <ModalButton variant="secondary" icon={<LoginIcon size={20} />} modal="login">
          {messages.welcome.logIn}
        </ModalButton>
      </header>
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        <section className={styles.hero}>
          <h1 className={styles.title}>{messages.welcome.title}</h1>
          <p className={styles.subtitle}>{messages.welcome.subtitle}</p>
          <ul className={styles.highlights}>
            {highlights.map(({ category, Icon }) => (
              <li key={category}>
                <Link
                  className={styles.highlight}
                  to={paths.placesCategory.getHref(city, WELCOME_CATEGORIES[category])}
                >
                  <Icon size={18} />
                  {messages.welcome.highlights[category]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="welcome-picker-title">
          <h2 id="welcome-picker-title" className={styles.cardTitle}>
            {messages.cityPicker.title}
          </h2>
          {picker}
        </section>
      </main>
    </div>
  );
}
