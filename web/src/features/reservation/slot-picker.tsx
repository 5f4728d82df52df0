import { useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback, useEffect, useMemo } from 'react';
import { Spinner } from '../../components/ui/spinner';
import {
  AvailabilityChangedDocument,
  ReservationSlotsDocument,
  type ReservationSlotsQuery as SlotsData,
} from '../../gql/graphql';
import { useCacheSubscription, useRefetchOnReconnect } from '../../lib/infra/apollo/live-cache';
import * as messages from '../../lib/messages';
import { useRequestError } from '../../lib/hooks/use-request-error';
import { isSlotPast } from './booking-time';
import { fittingTables, seatsParty } from './party-size';
import typography from '../../components/ui/text.module.css';
import styles from './reservation.module.css';

const text = messages.booking;

interface SlotPickerProps {
  placeId: string;
  /** YYYY-MM-DD, the place's local date. */
  date: string;
  timeZone: string;
  /** The party: a time offers only the free tables that seat it. */
  guests: number;
  value: string;
  onChange(time: string): void;
  error?: string;
  now: Date;
}

/**
 * A day's bookable times with the tables still free at each for the party (those of as many seats
 * or more). A full time can still be chosen, to join its waitlist, when one of its tables seats
 * the party; a time without such a table, or past, cannot, and a chosen one that stops fitting
 * (more guests) is let go. The numbers change live: whenever another guest holds, books or frees
 * a table of this day, the pushed slots replace the cached ones (no reload).
 */
export function SlotPicker({
  placeId,
  date,
  timeZone,
  guests,
  value,
  onChange,
  error,
  now,
}: SlotPickerProps) {
  const variables = useMemo(() => ({ placeId, date }), [placeId, date]);
  const { data, loading, error: loadError } = useQuery(ReservationSlotsDocument, { variables });
  const failure = useRequestError(loadError ?? null, 'list');
  const writeSlots = useCallback(
    (cache: ApolloCache, slots: SlotsData['reservationSlots']) =>
      cache.writeQuery({
        query: ReservationSlotsDocument,
        variables,
        data: { reservationSlots: slots.map((slot) => ({ ...slot })) },
      }),
    [variables],
  );
  useCacheSubscription(
    AvailabilityChangedDocument,
    (result) => result.availabilityChanged,
    writeSlots,
    variables,
  );
  useRefetchOnReconnect([ReservationSlotsDocument]);

  const slots = data?.reservationSlots ?? [];
  const chosen = slots.find((slot) => slot.time === value);
  const chosenFits = !chosen || seatsParty(chosen.tables, guests);
  useEffect(() => {
    if (!chosenFits) onChange('');
  }, [chosenFits, onChange]);
  const errorId = `${placeId}-${date}-time-error`;
  return (
    <fieldset
      className={styles.slots}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{text.time}</legend>
      {loading && !data ? (
        <Spinner label={text.slotsLoading} size={28} />
      ) : failure ? (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      ) : slots.length === 0 ? (
        <p className={typography.muted}>{text.noSlots}</p>
      ) : (
        <div className={styles.slotGrid}>
          {slots.map((slot) => {
            const free = fittingTables(slot.tables, guests);
            const closed =
              !seatsParty(slot.tables, guests) || isSlotPast(date, slot.time, timeZone, now);
            return (
              <label key={slot.time} className={styles.slot} data-full={free < 1 || undefined}>
                <input
                  type="radio"
                  name="time"
                  value={slot.time}
                  checked={value === slot.time}
                  disabled={closed}
                  onChange={() => onChange(slot.time)}
                />
                <span className={styles.slotTime}>{slot.time}</span>
                <span className={styles.slotFree}>
                  {free < 1 ? text.slotFull : text.slotFree(free)}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
