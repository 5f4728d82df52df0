import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { PROFILE_CITY_SEARCH_LIMIT, SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { fieldStyles } from '../../components/ui/form-field';
import styles from './city-select.module.css';
import { ProfileCitiesDocument } from '../../gql/graphql';

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
 * The profile's city (SPEC section 9, the profile select): one searchable select. Its box shows
 * the chosen city; typing searches up to 50 cities and the list offers them, with 'Not chosen'
 * first to clear the city. Arrows move through the list, Enter picks, Escape closes it.
 */
export function CitySelect({ id, value, onChange, ...aria }: CitySelectProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, error } = useQuery(ProfileCitiesDocument, {
    variables: { query: query || null, limit: PROFILE_CITY_SEARCH_LIMIT },
  });

  useEffect(() => {
    // SPEC: a failed city search is only logged; the list keeps what it has.
    if (error) console.warn('City search failed', error);
  }, [error]);

  const found = (data ?? previousData)?.cities ?? [];
  // The first entry (null) is 'Not chosen'.
  const options: (SelectableCity | null)[] = [null, ...found];

  const close = () => {
    setOpen(false);
    setText('');
  };
  const pick = (city: SelectableCity | null) => {
    onChange(city ? { id: city.id, name: city.name, latinName: city.latinName } : null);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      // Enter picks from the open list instead of submitting the form.
      event.preventDefault();
      pick(options[active] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={styles.citySelect}>
      <input
        id={id}
        type="text"
        role="combobox"
        className={fieldStyles.control}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(active) : undefined}
        placeholder={messages.profileForm.citySearch}
        value={open ? text : (value?.name ?? '')}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        autoComplete="off"
        {...aria}
      />
      {open ? (
        <ul id={listId} role="listbox" className={styles.list}>
          {options.map((city, index) => (
            <li
              key={city?.id ?? ''}
              id={optionId(index)}
              role="option"
              aria-selected={(city?.id ?? null) === (value?.id ?? null)}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // Keeps the focus in the box, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(city)}
            >
              {city ? city.name : messages.profileForm.noCity}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
