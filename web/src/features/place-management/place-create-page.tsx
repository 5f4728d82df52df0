import { useNavigate } from 'react-router';
import { countryOfCity } from '../../components/phone/countries';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import card from '../../components/ui/card.module.css';
import { DEFAULT_CITY, DEFAULT_PHONE_COUNTRY } from '../../lib/constants';
import { readCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PlaceShortForm } from './place-short-form';
import styles from './place-form.module.css';

const text = messages.placeManagement;

/**
 * /places/create ('Add business'): the short form; the new place opens in its edit form, where
 * the rest is filled in while it waits for moderation.
 */
export function PlaceCreatePage() {
  const navigate = useNavigate();
  useHead({ title: text.createTitle, noIndex: true });
  const phoneCountry =
    countryOfCity(readCurrentCity() ?? DEFAULT_CITY)?.code ?? DEFAULT_PHONE_COUNTRY;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        look="profile"
        crumbs={[
          { label: text.staffedTitle, href: paths.staffed.getHref() },
          { label: text.createTitle },
        ]}
      />
      <section className={`${card.card} ${styles.card}`}>
        <h1 className={styles.title}>{text.createTitle}</h1>
        <PlaceShortForm
          phoneCountry={phoneCountry}
          onCreated={(place) => void navigate(paths.placeEdit.getHref(place.id), { replace: true })}
        />
      </section>
    </div>
  );
}
