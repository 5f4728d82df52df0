import type { ReactNode } from 'react';
import { ModalButton } from '../../components/ui/modal-button';
import { CupIcon, GlassIcon, LoginIcon, PlacesIcon } from '../../components/ui/icons';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { MAIN_ID, SkipLink } from '../../components/ui/skip-link';
import { Logo } from './welcome-logo';
import styles from './welcome-screen.module.css';

interface WelcomeScreenProps {
  /** The city picker (composed by the route). */
  picker: ReactNode;
}

/** The visitor's home: explore the best restaurants, cafes and bars nearby, pick a city, log in. */
export function WelcomeScreen({ picker }: WelcomeScreenProps) {
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
          <ul className={styles.highlights} aria-hidden="true">
            <li>
              <PlacesIcon size={18} />
              {messages.welcome.highlights.restaurants}
            </li>
            <li>
              <GlassIcon size={18} />
              {messages.welcome.highlights.bars}
            </li>
            <li>
              <CupIcon size={18} />
              {messages.welcome.highlights.cafes}
            </li>
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
