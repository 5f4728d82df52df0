import { useQuery } from '@apollo/client/react';
import { ChevronDownIcon, PinIcon } from '../../components/ui/icons';
import * as messages from '../../lib/messages';
import styles from './city-selector.module.css';
import { CurrentCityDocument } from '../../gql/graphql';

/** The header button showing the current city; its accessible name is the city's name. */
export function CitySelector({ latinName, onOpen }: { latinName: string; onOpen(): void }) {
  const { data, error } = useQuery(CurrentCityDocument, { variables: { latinName } });
  const name = data?.city?.name ?? (error ? messages.cityPicker.unknownCity : null);
  return (
    <button
      type="button"
      className={styles.selector}
      onClick={onOpen}
      aria-label={name ?? messages.header.chooseCity}
      aria-haspopup="dialog"
      title={messages.header.chooseCity}
    >
      <PinIcon size={18} className={styles.pin} />
      <span className={styles.name}>{name ?? '…'}</span>
      <ChevronDownIcon size={16} />
    </button>
  );
}
