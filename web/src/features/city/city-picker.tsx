import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { PinIcon, SearchIcon } from '../../components/ui/icons';
import { CITY_SEARCH_LIMIT, SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { useTypedValue } from '../../lib/infra/typed-value';
import { ClosestCityButton } from './closest-city-button';
import type { PickedCity } from './use-pick-city';
import styles from './city-picker.module.css';
import { CityPickerDocument } from '../../gql/graphql';

interface CityPickerProps {
  /** The latinName of the city the visitor chose before, highlighted in the list. */
  selectedCity?: string | null;
  onPick(city: PickedCity): void;
}

/** Lists cities with a search field (debounced 500 ms) and a Closest city button. */
export function CityPicker({ selectedCity, onPick }: CityPickerProps) {
  const [text, setText] = useState('');
  // Text typed before the app hydrated the picker counts as typed now.
  const field = useTypedValue<HTMLInputElement>(setText);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(CityPickerDocument, {
    variables: { query: query || null, limit: CITY_SEARCH_LIMIT },
  });
  const listId = useId();

  useEffect(() => {
    // SPEC: a failed city search shows 'Nothing found' and is only logged.
    if (error) console.warn('City search failed', error);
  }, [error]);

  const cities = (data ?? previousData)?.cities ?? [];
  const showSpinner = loading && cities.length === 0;

  return (
    <div className={styles.picker}>
      <div className={styles.searchRow}>
        <label className={styles.search}>
          <SearchIcon size={20} className={styles.searchIcon} />
          <input
            ref={field}
            type="search"
            aria-label={messages.cityPicker.searchLabel}
            aria-controls={listId}
            placeholder={messages.cityPicker.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <ClosestCityButton onPick={onPick} />
      </div>
      <div id={listId} className={styles.results} aria-busy={loading}>
        {showSpinner ? (
          <div className={styles.center}>
            <Spinner label={messages.common.loading} size={28} />
          </div>
        ) : cities.length === 0 || error ? (
          <div className={styles.nothing}>
            <p className={styles.nothingTitle}>{messages.cityPicker.nothingFound}</p>
            <p>{messages.cityPicker.nothingFoundHint}</p>
          </div>
        ) : (
          <ul className={styles.list}>
            {cities.map((city) => {
              const selected = city.latinName === selectedCity;
              return (
                <li key={city.id}>
                  <button
                    type="button"
                    className={selected ? `${styles.city} ${styles.selected}` : styles.city}
                    aria-label={messages.cityPicker.cityLabel(city.name, city.country)}
                    aria-pressed={selected}
                    onClick={() => onPick({ latinName: city.latinName, name: city.name })}
                  >
                    <span className={styles.cityIcon}>
                      <PinIcon size={18} />
                    </span>
                    <span className={styles.cityText}>
                      <span className={styles.cityName}>{city.name}</span>
                      <span className={styles.country}>{city.country}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
