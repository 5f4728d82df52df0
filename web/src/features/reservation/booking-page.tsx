import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { detectCountry } from '../../components/phone/countries';
import { PhoneField } from '../../components/phone/phone-field';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ButtonLink } from '../../components/ui/button';
import { CalendarIcon } from '../../components/ui/icons';
import { usePageGuard } from '../../components/ui/page-guard';
import { PageMessage } from '../../components/ui/state-message';
import { FormField, InputField, fieldStyles } from '../../components/ui/form-field';
import { FormSubmit } from '../../components/ui/form-submit';
import { OptionList, ValueOptions } from '../../components/ui/value-select';
import {
  BookingPlaceDocument,
  RequestReservationCodeDocument,
  ReservationSlotsDocument,
  type BookingPlaceQuery as BookingPlaceData,
} from '../../gql/graphql';
import {
  BOOKING_COMMENT_MAX_LENGTH,
  BOOKING_DAYS,
  BOOKING_GUESTS_DEFAULT,
  BOOKING_GUESTS_MAX,
  DEFAULT_PHONE_COUNTRY,
  RESEND_TIMEOUT_S,
} from '../../lib/constants';
import { toAppError } from '../../lib/infra/errors';
import { formFailures, useServerForm } from '../../lib/infra/form';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { useSession } from '../../lib/domain/session';
import { useNow } from '../../lib/hooks/use-now';
import {
  readBookingDraft,
  secondsFromNow,
  writeBookingDraft,
  type BookingDraft,
} from './booking-draft';
import {
  BOOKING_SERVER_FIELDS,
  bookingSchema,
  type BookingField,
  type BookingValues,
} from './booking-rules';
import { bookingDates, placeTimeToIso } from './booking-time';
import { fittingTables, guestsOptions, seatsParty } from './party-size';
import { SlotPicker } from './slot-picker';
import { MyPlacesInLine } from './my-reservations';
import styles from './reservation.module.css';

const text = messages.booking;

export type BookingPlace = NonNullable<BookingPlaceData['place']>;

/** The place of a booking step, with the page's guard (errors, loading, not found). */
export function useBookingPlace(placeId: string) {
  const { data, loading, error } = useQuery(BookingPlaceDocument, { variables: { id: placeId } });
  const place = data?.place ?? null;
  const guard = usePageGuard({ found: Boolean(place), loading, error });
  return { place, guard };
}

/** What a place that takes no reservations shows on its booking steps. */
export function NotTakingReservations({ place }: { place: BookingPlace }) {
  return (
    <PageMessage
      icon={CalendarIcon}
      title={text.notEnabled}
      actions={
        <ButtonLink size="lg" variant="secondary" to={paths.place.getHref(place.latinName)}>
          {place.name}
        </ButtonLink>
      }
    />
  );
}

/** The place's time zone (its city's); UTC when the api does not say. */
export function placeTimeZone(place: BookingPlace): string {
  return place.city?.timeZone ?? 'UTC';
}

/** `/{placeId}/booking` (SPEC section 2): the booking screen. */
export function BookingPage({ placeId }: { placeId: string }) {
  const { place, guard } = useBookingPlace(placeId);
  useHead({
    title: place ? text.title(place.name) : messages.common.loading,
    noIndex: true,
    canonical: place ? paths.placeBooking.getHref(place.latinName) : undefined,
  });
  if (guard || !place) return guard;
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, [{ label: text.crumb }])} />
      <h1 className={styles.title}>{text.title(place.name)}</h1>
      {place.isReservationsEnabled ? (
        <>
          <MyPlacesInLine placeId={place.id} />
          <BookingForm key={place.id} place={place} />
        </>
      ) : (
        <NotTakingReservations place={place} />
      )}
    </section>
  );
}

/** The card form of both booking steps. */
export function BookingFormCard({
  onSubmit,
  children,
}: {
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className={`${styles.form} ${styles.card}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {children}
    </form>
  );
}

/** Whether the draft's code went out for exactly these details and is still fresh. */
function codeStillGood(
  draft: BookingDraft | null,
  values: BookingValues,
  datetime: string,
  joining: boolean,
) {
  return (
    draft !== null &&
    Boolean(draft.waitlist) === joining &&
    draft.resendAt > Date.now() &&
    draft.datetime === datetime &&
    draft.values.phone.digits === values.phone.digits &&
    Number(draft.values.guestsCount) === Number(values.guestsCount)
  );
}

function BookingForm({ place }: { place: BookingPlace }) {
  const navigate = useNavigate();
  const { account } = useSession();
  const now = useNow();
  const timeZone = placeTimeZone(place);
  const [dates] = useState(() => bookingDates(new Date(), timeZone, BOOKING_DAYS));
  const [draft] = useState(() => readBookingDraft(place.id));
  const [requestCode] = useMutation(RequestReservationCodeDocument);

  const userPhone = account?.user.phone ?? '';
  const defaults: BookingValues = draft?.values ?? {
    date: dates[0]?.value ?? '',
    time: '',
    guestsCount: BOOKING_GUESTS_DEFAULT,
    name: account?.user.firstName ?? '',
    phone: {
      country: detectCountry(userPhone)?.code ?? DEFAULT_PHONE_COUNTRY,
      digits: userPhone,
    },
    zoneChoice: '',
    comment: '',
    until: '',
  };
  const { form, formError, setFormError, showFailures } = useServerForm(bookingSchema, {
    defaultValues: defaults,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const date = useWatch({ control, name: 'date' });
  const time = useWatch({ control, name: 'time' });
  const guests = Number(useWatch({ control, name: 'guestsCount' }));
  // The same day's slots the time picker reads (one request): the largest table caps the guests.
  const daySlots = useQuery(ReservationSlotsDocument, {
    variables: { placeId: place.id, date },
    skip: !date,
  }).data?.reservationSlots;
  const guestsChoice = guestsOptions(daySlots, BOOKING_GUESTS_MAX);
  const comment = useWatch({ control, name: 'comment' });
  const until = useWatch({ control, name: 'until' }) ?? '';
  // A full time whose tables seat the party: the form joins its waitlist rather than booking.
  const chosen = daySlots?.find((slot) => slot.time === time);
  const joining = Boolean(
    chosen && seatsParty(chosen.tables, guests) && fittingTables(chosen.tables, guests) < 1,
  );
  const laterTimes = (daySlots ?? [])
    .filter((slot) => slot.time > time && seatsParty(slot.tables, guests))
    .map((slot) => slot.time);
  const rangeEnd = joining && laterTimes.includes(until) ? until : '';
  const phone = useController({ control, name: 'phone' });

  // The server's field errors of a booking that failed on the code step show here, under their
  // fields, over what the guest typed.
  useEffect(() => {
    if (!draft) return;
    const failures = Object.entries(draft.fieldErrors).map(([field, message]) => ({
      field: field as BookingField,
      message,
    }));
    if (failures.length === 0) return;
    showFailures(failures, true);
    // Shown once: they belong to that attempt, not to the next visit of the screen.
    writeBookingDraft(place.id, { ...draft, fieldErrors: {} });
  }, [draft, place.id, showFailures]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const datetime = placeTimeToIso(values.date, values.time, timeZone);
    const stored: BookingValues = { ...values, guestsCount: Number(values.guestsCount) };
    const codeStep = paths.placeBookingCode.getHref(place.latinName);
    const waitlist = joining
      ? { until: rangeEnd ? placeTimeToIso(values.date, rangeEnd, timeZone) : null }
      : undefined;
    if (codeStillGood(draft, stored, datetime, joining) && draft) {
      writeBookingDraft(place.id, { ...draft, values: stored, fieldErrors: {}, waitlist });
      await navigate(codeStep, { state: { fromBooking: true } });
      return;
    }
    try {
      // A full time holds no table: the code only proves the phone for the line.
      const { data } = await requestCode({
        variables: joining
          ? { phone: values.phone.digits }
          : {
              phone: values.phone.digits,
              placeId: place.id,
              datetime,
              guestsCount: Number(values.guestsCount),
            },
      });
      const timeout = data?.requestReservationCode.timeout ?? RESEND_TIMEOUT_S;
      writeBookingDraft(place.id, {
        values: stored,
        datetime,
        resendAt: secondsFromNow(timeout),
        blockedUntil: 0,
        fieldErrors: {},
        waitlist,
      });
      await navigate(codeStep, { state: { fromBooking: true } });
    } catch (caught) {
      const error = toAppError(caught);
      if (error.status === 'ResendSmsTemporaryBlocked') {
        showFailures([
          { field: null, message: messages.login.blocked(error.timeout ?? RESEND_TIMEOUT_S) },
        ]);
        return;
      }
      showFailures(formFailures(error, BOOKING_SERVER_FIELDS), true);
    }
  });

  return (
    <BookingFormCard onSubmit={onSubmit}>
      <div className={styles.row}>
        <FormField label={text.date} error={errors.date?.message}>
          {(aria) => (
            <select
              {...aria}
              className={fieldStyles.control}
              {...register('date', {
                onChange: () => setValue('time', ''),
              })}
            >
              <OptionList options={dates} />
            </select>
          )}
        </FormField>
        <FormField label={text.guests} error={errors.guestsCount?.message}>
          {(aria) => (
            <select {...aria} className={fieldStyles.control} {...register('guestsCount')}>
              <ValueOptions values={guestsChoice} />
            </select>
          )}
        </FormField>
      </div>
      <SlotPicker
        placeId={place.id}
        date={date}
        timeZone={timeZone}
        guests={guests}
        now={now}
        value={time}
        error={errors.time?.message}
        onChange={(next) => setValue('time', next, { shouldValidate: form.formState.isSubmitted })}
      />
      {joining ? (
        <section className={styles.join} aria-labelledby="join-waitlist-title">
          <h2 id="join-waitlist-title" className={styles.sectionTitle}>
            {messages.waitlist.joinTitle}
          </h2>
          <p className={styles.summary}>{messages.waitlist.joinHint}</p>
          <FormField label={messages.waitlist.until} error={errors.until?.message}>
            {(aria) => (
              <select {...aria} className={fieldStyles.control} {...register('until')}>
                <option value="">{messages.waitlist.untilNone}</option>
                {laterTimes.map((later) => (
                  <option key={later} value={later}>
                    {later}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </section>
      ) : null}
      <InputField
        label={text.name}
        error={errors.name?.message}
        autoComplete="name"
        {...register('name')}
      />
      <PhoneField label={text.phone} error={errors.phone?.message} field={phone.field} />
      {joining ? null : (
        <>
          <FormField label={text.zone} error={errors.zoneChoice?.message}>
            {(aria) => (
              <select {...aria} className={fieldStyles.control} {...register('zoneChoice')}>
                {text.zones.map((zone, index) => (
                  // The first zone is no wish at all: its value is empty and nothing is sent.
                  <option key={zone} value={index === 0 ? '' : zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={text.comment}
            error={errors.comment?.message}
            counter={text.counter(comment.length, BOOKING_COMMENT_MAX_LENGTH)}
          >
            {(aria) => (
              <textarea
                {...aria}
                className={fieldStyles.control}
                rows={3}
                maxLength={BOOKING_COMMENT_MAX_LENGTH}
                {...register('comment')}
              />
            )}
          </FormField>
        </>
      )}
      <FormSubmit error={formError} disabled={isSubmitting}>
        {text.getCode}
      </FormSubmit>
    </BookingFormCard>
  );
}
