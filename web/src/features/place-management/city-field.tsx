import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ModalShell } from '../../components/ui/modal-shell';
import { fieldStyles } from '../../components/ui/form-field';
import * as messages from '../../lib/messages';
import { CityPicker } from '../city/city-picker';
import type { CityValue } from '../../lib/domain/place-draft/place-form-values';
import styles from './place-form.module.css';

const text = messages.placeManagement;

interface CityFieldProps {
  value: CityValue | null;
  onChange(city: CityValue): void;
  error?: string;
}

/**
 * The city of a place or chain, chosen with the city picker. The picker gives the city's name and
 * latinName; its id is resolved by a call when the form is saved (SPEC section 5).
 */
export function CityField({ value, onChange, error }: CityFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{text.city}</span>
      <div className={styles.row}>
        <span className={styles.value} data-testid="place-city">
          {value?.name ?? text.notChosen}
        </span>
        <Button variant="secondary" onClick={() => setOpen(true)} aria-invalid={Boolean(error)}>
          {value ? text.changeCity : text.chooseCity}
        </Button>
      </div>
      {error ? (
        <div className={fieldStyles.hint}>
          <p className={fieldStyles.error} role="alert">
            {error}
          </p>
        </div>
      ) : null}
      {open ? (
        <ModalShell title={text.chooseCity} onClose={() => setOpen(false)} size="md">
          <CityPicker
            selectedCity={value?.latinName ?? null}
            onPick={(city) => {
              // The id is resolved on save; an empty one says so.
              onChange({ id: '', name: city.name, latinName: city.latinName });
              setOpen(false);
            }}
          />
        </ModalShell>
      ) : null}
    </div>
  );
}
