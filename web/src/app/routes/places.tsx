import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { CurrentCityQuery } from '../../features/city/city-selector';
import { ErrorPage, NotFoundPage } from '../../features/errors/error-page';
import { PlaceList } from '../../features/place/place-list';
import { useHideNavbar } from '../../lib/app-state';
import { storeCurrentCity } from '../../lib/current-city';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useRequestError } from '../../lib/use-request-error';
import styles from './places.module.css';

/** /{cityName}/places: the city's places, newest pages appended as the visitor scrolls. */
export function PlacesRoute() {
  const { cityName = '' } = useParams();
  const { data, error } = useQuery(CurrentCityQuery, { variables: { latinName: cityName } });
  const city = data?.city;
  const pageError = useRequestError(error ?? null, 'page');
  useHideNavbar(!data && !error);

  useHead({
    title: city ? messages.places.title(city.name) : messages.places.listLabel,
    description: city ? messages.places.pageDescription(city.name) : undefined,
    canonical: city ? paths.places.getHref(city.latinName) : undefined,
  });

  useEffect(() => {
    // The city the visitor is looking at becomes the current city for the next visit.
    if (city) storeCurrentCity(city.latinName);
  }, [city]);

  if (pageError) {
    return pageError.page === 'notFound' || !pageError.page ? (
      <NotFoundPage />
    ) : (
      <ErrorPage kind={pageError.page} />
    );
  }
  if (data && !city) return <NotFoundPage />;

  return (
    <section className={styles.page} aria-labelledby="places-title">
      <header className={styles.head}>
        <h1 id="places-title" className={styles.title}>
          {city ? messages.places.title(city.name) : <span className={styles.skeleton} />}
        </h1>
      </header>
      <PlaceList city={cityName} />
    </section>
  );
}
