import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { phoneText } from '../../components/phone/phone-input';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormError, FormField, fieldStyles } from '../../components/ui/form-field';
import { StateMessage } from '../../components/ui/state-message';
import { CODE_LENGTH, RESEND_TIMEOUT_S } from '../../lib/constants';
import { toAppError } from '../../lib/infra/errors';
import { useServerForm } from '../../lib/infra/form';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { useSession } from '../../lib/domain/session';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { CodeCountdowns } from '../auth/countdowns';
import { DevelopmentInbox } from '../auth/dev-inbox';
import {
  readBookingDraft,
  secondsFromNow,
  writeBooked,
  writeBookingDraft,
  type BookingDraft,
} from './booking-draft';
import {
  BookingFormCard,
  NotTakingReservations,
  placeTimeZone,
  useBookingPlace,
  type BookingPlace,
} from './booking-page';
import { bookingCodeSchema, bookingFieldErrors } from './booking-rules';
import { isoToPlaceTime, reservationTimeText } from './booking-time';
import typography from '../../components/ui/text.module.css';
import styles from './reservation.module.css';
import {
  CreateReservationDocument,
  JoinWaitlistDocument,
  RequestReservationCodeDocument,
  SessionDocument,
} from '../../gql/graphql';

const text = messages.booking;

/** Statuses of a failed booking that are about the code itself. */
const CODE_STATUSES = new Set(['CredentialsMismatch', 'PasswordExpired', 'FieldInvalid']);

/** `/{placeId}/booking/code`: the code sent to the guest's phone proves it and books the table. */
export function BookingCodePage({ placeId }: { placeId: string }) {
  const { place, guard } = useBookingPlace(placeId);
  useHead({ title: text.codeTitle, noIndex: true });
  if (guard || !place) return guard;
  const crumbs = placeCrumbs(place, [
    { label: text.crumb, href: paths.placeBooking.getHref(place.latinName) },
    { label: text.codeTitle },
  ]);
  const draft = readBookingDraft(place.id);
  return (
    <section className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{text.codeTitle}</h1>
      {!place.isReservationsEnabled ? (
        <NotTakingReservations place={place} />
      ) : draft ? (
        <CodeForm place={place} initialDraft={draft} />
      ) : (
        <StateMessage
          title={text.noDraft}
          actions={
            <ButtonLink to={paths.placeBooking.getHref(place.latinName)}>
              {text.startOver}
            </ButtonLink>
          }
        />
      )}
    </section>
  );
}

/** The line joined: one full time, or any time of its day up to `until`. */
function lineText(datetime: string, until: string | null, timeZone: string): string {
  const from = reservationTimeText(datetime, timeZone);
  return until
    ? messages.waitlist.forRange(from, isoToPlaceTime(until, timeZone).time)
    : messages.waitlist.forTime(from);
}

function CodeForm({ place, initialDraft }: { place: BookingPlace; initialDraft: BookingDraft }) {
  const navigate = useNavigate();
  const fromBooking = (useLocation().state as { fromBooking?: boolean } | null)?.fromBooking;
  const [draft, setDraft] = useState(initialDraft);
  const [resending, setResending] = useState(false);
  const [createReservation] = useMutation(CreateReservationDocument);
  const [joinWaitlist] = useMutation(JoinWaitlistDocument);
  const [requestCode] = useMutation(RequestReservationCodeDocument);
  const client = useApolloClient();
  const { account } = useSession();
  const { showSnackbar } = useSnackbar();
  const { form, formError, setFormError, showFailures } = useServerForm(bookingCodeSchema, {
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const code = useWatch({ control: form.control, name: 'code' });
  const { values } = draft;
  const bookingHref = paths.placeBooking.getHref(place.latinName);

  const keep = (next: BookingDraft) => {
    writeBookingDraft(place.id, next);
    setDraft(next);
  };

  /** Back to the booking screen, which shows the server's errors under its fields. */
  const backToForm = async () => {
    if (fromBooking) await navigate(-1);
    else await navigate(bookingHref, { replace: true });
  };

  const resend = async () => {
    setResending(true);
    try {
      const { data } = await requestCode({
        variables: draft.waitlist
          ? { phone: values.phone.digits }
          : {
              phone: values.phone.digits,
              placeId: place.id,
              datetime: draft.datetime,
              guestsCount: Number(values.guestsCount),
            },
      });
      const timeout = data?.requestReservationCode.timeout ?? RESEND_TIMEOUT_S;
      keep({ ...draft, resendAt: secondsFromNow(timeout), blockedUntil: 0 });
    } catch (caught) {
      const error = toAppError(caught);
      if (error.status === 'ResendSmsTemporaryBlocked') {
        keep({ ...draft, blockedUntil: secondsFromNow(error.timeout ?? RESEND_TIMEOUT_S) });
      } else {
        const placed = bookingFieldErrors(error.fieldErrors);
        if (Object.keys(placed).length > 0) {
          keep({ ...draft, fieldErrors: placed });
          await backToForm();
          return;
        }
        setFormError(error.message ?? messages.errors.default);
      }
    } finally {
      setResending(false);
    }
  };

  /** The code proved: the person is in the line, and back on the booking screen sees where. */
  const join = async (code: string, until: string | null) => {
    await joinWaitlist({
      variables: {
        input: {
          placeId: place.id,
          datetime: draft.datetime,
          ...(until ? { until } : {}),
          guestsCount: Number(values.guestsCount),
          name: values.name.trim(),
          phone: values.phone.digits,
          code,
        },
      },
    });
    writeBookingDraft(place.id, null);
    // The phone's code signed a visitor in: the session is read again to show their line.
    if (!account) await client.refetchQueries({ include: [SessionDocument] });
    showSnackbar(messages.waitlist.joined);
    await navigate(bookingHref, { replace: true });
  };

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      if (draft.waitlist) {
        await join(code, draft.waitlist.until);
        return;
      }
      const { data } = await createReservation({
        variables: {
          input: {
            placeId: place.id,
            name: values.name.trim(),
            guestsCount: Number(values.guestsCount),
            datetime: draft.datetime,
            phone: values.phone.digits,
            code,
            // SPEC section 7: empty values are not sent.
            ...(values.zoneChoice ? { zoneChoice: values.zoneChoice } : {}),
            ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
          },
        },
      });
      const reservation = data?.createReservation;
      if (!reservation) return;
      writeBooked(place.id, {
        id: reservation.id,
        datetime: reservation.datetime,
        guestsCount: reservation.guestsCount,
        name: reservation.name,
        status: reservation.status,
      });
      writeBookingDraft(place.id, null);
      // The done screen takes the code step's place in history: back from it skips the form too.
      await navigate(paths.placeBookingDone.getHref(place.latinName), { replace: true });
    } catch (caught) {
      const error = toAppError(caught);
      const fieldErrors = error.fieldErrors ?? {};
      const placed = bookingFieldErrors(fieldErrors);
      if (fieldErrors.code) {
        form.setValue('code', '');
        showFailures([{ field: 'code', message: fieldErrors.code }]);
        return;
      }
      if (Object.keys(placed).length > 0) {
        keep({ ...draft, fieldErrors: placed });
        await backToForm();
        return;
      }
      const message = error.message ?? messages.errors.default;
      if (error.status && CODE_STATUSES.has(error.status)) {
        form.setValue('code', '');
        showFailures([{ field: 'code', message }]);
      } else {
        showFailures([{ field: null, message }]);
      }
    }
  });

  const timeZone = placeTimeZone(place);
  return (
    <BookingFormCard onSubmit={onSubmit}>
      <p className={styles.summary}>
        {draft.waitlist
          ? `${lineText(draft.datetime, draft.waitlist.until, timeZone)}, ${text.guestsText(Number(values.guestsCount))}`
          : text.summary(Number(values.guestsCount), reservationTimeText(draft.datetime, timeZone))}
      </p>
      <p className={typography.muted}>{messages.login.codeSentTo(phoneText(values.phone))}</p>
      <DevelopmentInbox key={draft.resendAt} contact={{ phone: values.phone.digits }} />
      <CodeCountdowns sent={draft} busy={resending} onResend={() => void resend()} />
      <FormField
        label={text.code}
        error={errors.code?.message}
        hint={draft.waitlist ? messages.waitlist.codeHint : text.codeHint}
      >
        {(aria) => (
          <input
            {...aria}
            {...form.register('code')}
            className={`${fieldStyles.control} ${styles.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(event) => {
              const next = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
              form.clearErrors('code');
              setFormError(null);
              form.setValue('code', next);
              // SPEC section 9: the code submits itself once it has all its digits.
              if (next.length === CODE_LENGTH && !isSubmitting) void onSubmit();
            }}
          />
        )}
      </FormField>
      <FormError message={formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void backToForm()}>
          {text.changeDetails}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {draft.waitlist ? messages.waitlist.join : text.book}
        </Button>
      </div>
    </BookingFormCard>
  );
}
