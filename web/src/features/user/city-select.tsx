import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql/gql';
import { PROFILE_CITY_SEARCH_LIMIT, SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fieldStyles } from '../../components/ui/form-field';
import styles from './city-select.module.css';

export const ProfileCitiesQuery = graphql(`
  query ProfileCities($query: String, $limit: Int) {
    cities(query: $query, limit: $limit) {
      id
      name
      latinName
    }
  }
`);

export interface SelectableCity {
  id: string;
  name: string;
  latinName: string;
}

interface CitySelectProps {
  id: string;
  value: SelectableCity | null;
  onChange(city: SelectableCity | null): void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The profile's city: a search box narrowing a select of up to 50 cities (SPEC section 7). The
 * chosen city stays an option while the search shows others.
 */
export function CitySelect({ id, value, onChange, ...aria }: CitySelectProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, error } = useQuery(ProfileCitiesQuery, {
    variables: { query: query || null, limit: PROFILE_CITY_SEARCH_LIMIT },
  });

  useEffect(() => {
    // SPEC: a failed city search is only logged; the select keeps what it has.
    if (error) console.warn('City search failed', error);
  }, [error]);

  const found = (data ?? previousData)?.cities ?? [];
  const options = value && !found.some((city) => city.id === value.id) ? [value, ...found] : found;

  return (
    <div className={styles.citySelect}>
      <input
        type="search"
        className={fieldStyles.control}
        aria-label={messages.profileForm.citySearch}
        placeholder={messages.profileForm.citySearch}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      <select
        id={id}
        className={fieldStyles.control}
        value={value?.id ?? ''}
        onChange={(event) => {
          const city = options.find((option) => option.id === event.target.value);
          onChange(city ? { id: city.id, name: city.name, latinName: city.latinName } : null);
        }}
        {...aria}
      >
        <option value="">{messages.profileForm.noCity}</option>
        {options.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
    </div>
  );
}
