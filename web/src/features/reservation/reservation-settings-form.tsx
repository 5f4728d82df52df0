import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError, FormField, fieldStyles } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { SwitchRow } from '../../components/ui/switch-row';
import { ValueSelect } from '../../components/ui/value-select';
import {
  ReservationSettingsDocument,
  UpdateReservationSettingsDocument,
  type ReservationSettingsQuery as SettingsData,
} from '../../gql/graphql';
import {
  CANCEL_CUTOFF_CHOICES_MIN,
  RESERVATION_HORIZON_DAYS_MAX,
  RESERVATION_TABLE_MAX,
} from '../../lib/constants';
import { toAppError } from '../../lib/infra/errors';
import { firstFieldError } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { useRequestError } from '../../lib/hooks/use-request-error';
import {
  addTime,
  bookableTimes,
  changeTime,
  copyToEveryDay,
  timesOfDay,
  type ReservationTimeValue,
  type ScheduleItemValue,
  type TableGroupValue,
} from './settings-times';
import typography from '../../components/ui/text.module.css';
import styles from './reservation.module.css';

const text = messages.booking;

const NEW_TABLES: TableGroupValue = { seats: 2, count: 1 };
/** The two numbers of a group of tables, in the order they are typed. */
const TABLE_FIELDS = [
  { key: 'count', label: text.tableCount },
  { key: 'seats', label: text.seats },
] as const;

interface SettingsFormProps {
  placeId: string;
  /** The place's main opening hours: times are offered within them. */
  scheduleItems: readonly ScheduleItemValue[];
}

/** The staff's reservation settings of a place: on or off, and its times with their tables. */
export function ReservationSettingsForm({ placeId, scheduleItems }: SettingsFormProps) {
  const { data, loading, error } = useQuery(ReservationSettingsDocument, {
    variables: { placeId },
  });
  const failure = useRequestError(error ?? null, 'list');
  const settings = data?.reservationSettings;
  return (
    <section className={`${styles.card} ${styles.settings}`} aria-labelledby="reservation-settings">
      <h2 id="reservation-settings" className={styles.sectionTitle}>
        {text.settings}
      </h2>
      {settings ? (
        <SettingsEditor
          key={placeId}
          placeId={placeId}
          settings={settings}
          scheduleItems={scheduleItems}
        />
      ) : loading ? (
        <Spinner label={messages.common.loading} size={28} />
      ) : (
        <FormError message={failure?.message} className={styles.error} />
      )}
    </section>
  );
}

function plainTimes(settings: SettingsData['reservationSettings']): ReservationTimeValue[] {
  return settings.times.map((entry) => ({
    dayOfWeek: entry.dayOfWeek,
    time: entry.time,
    tables: entry.tables.map((group) => ({ seats: group.seats, count: group.count })),
  }));
}

function SettingsEditor({
  placeId,
  settings,
  scheduleItems,
}: SettingsFormProps & { settings: SettingsData['reservationSettings'] }) {
  const [enabled, setEnabled] = useState(settings.isReservationsEnabled);
  const [horizonDays, setHorizonDays] = useState(settings.horizonDays);
  const [times, setTimes] = useState(() => plainTimes(settings));
  const [cutoff, setCutoff] = useState(settings.cancelCutoffMinutes);
  // A cut-off set through the api to another value is offered as it is, not lost on save.
  const cutoffChoices = [...new Set<number>([...CANCEL_CUTOFF_CHOICES_MIN, cutoff])].sort(
    (a, b) => a - b,
  );
  // The first weekday with times opens first (Monday when there are none).
  const [day, setDay] = useState(() => {
    const days = settings.times.map((entry) => entry.dayOfWeek);
    return days.length > 0 ? Math.min(...days) : 1;
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateReservationSettingsDocument);
  const { showSnackbar } = useSnackbar();
  const allowed = (dayOfWeek: number) => bookableTimes(scheduleItems, dayOfWeek);
  const dayEntries = timesOfDay(times, day);
  const free = allowed(day).filter((time) => !dayEntries.some((entry) => entry.time === time));
  const [newTime, setNewTime] = useState('');
  const chosenNew = free.includes(newTime) ? newTime : (free[0] ?? '');

  /** Changes the day's entry at `time`; a change to null removes it. */
  const changeEntry = (
    time: string,
    change: (entry: ReservationTimeValue) => ReservationTimeValue | null,
  ) => setTimes((current) => changeTime(current, day, time, change));
  const updateGroup = (time: string, index: number, group: TableGroupValue | null) =>
    changeEntry(time, (entry) => ({
      ...entry,
      tables: group
        ? entry.tables.map((old, at) => (at === index ? group : old))
        : entry.tables.filter((_, at) => at !== index),
    }));

  const onSave = async () => {
    setSaveError(null);
    try {
      await save({
        variables: {
          placeId,
          input: {
            isReservationsEnabled: enabled,
            horizonDays,
            cancelCutoffMinutes: cutoff,
            times,
          },
        },
      });
      showSnackbar(text.saved);
    } catch (caught) {
      const problem = toAppError(caught);
      setSaveError(firstFieldError(problem) ?? problem.message ?? text.saveFailed);
    }
  };

  return (
    <div className={styles.form}>
      <SwitchRow className={styles.switch} checked={enabled} onChange={setEnabled}>
        <span>{text.enabled}</span>
      </SwitchRow>
      <label className={styles.horizon}>
        <span>{text.horizonDays}</span>
        <input
          className={fieldStyles.control}
          type="number"
          min={1}
          max={RESERVATION_HORIZON_DAYS_MAX}
          value={horizonDays}
          onChange={(event) =>
            setHorizonDays(
              Math.min(
                RESERVATION_HORIZON_DAYS_MAX,
                Math.max(1, Math.round(Number(event.target.value)) || 1),
              ),
            )
          }
        />
      </label>
      <FormField label={text.cancelCutoff}>
        {(aria) => (
          <select
            {...aria}
            className={fieldStyles.control}
            value={cutoff}
            onChange={(event) => setCutoff(Number(event.target.value))}
          >
            {cutoffChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {text.cancelCutoffChoice(minutes)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div role="tablist" aria-label={text.weekday} className={styles.days}>
        {messages.schedule.weekdays.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={day === index + 1}
            className={styles.day}
            onClick={() => setDay(index + 1)}
          >
            {name.slice(0, 3)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={messages.schedule.weekdays[day - 1]}>
        {dayEntries.length === 0 ? <p className={typography.muted}>{text.noTimes}</p> : null}
        <ul className={styles.times}>
          {dayEntries.map((entry) => (
            <li key={entry.time} className={styles.timeRow}>
              <strong className={styles.slotTime}>{entry.time}</strong>
              <div className={styles.groups}>
                {entry.tables.map((group, index) => (
                  <div key={index} className={styles.group}>
                    {TABLE_FIELDS.map(({ key, label }) => (
                      <label key={key}>
                        <span>{label}</span>
                        <input
                          className={fieldStyles.control}
                          type="number"
                          min={1}
                          max={RESERVATION_TABLE_MAX[key]}
                          value={group[key]}
                          onChange={(event) =>
                            updateGroup(entry.time, index, {
                              ...group,
                              [key]: Math.max(1, Number(event.target.value) || 1),
                            })
                          }
                        />
                      </label>
                    ))}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${text.removeTables} (${entry.time})`}
                      onClick={() => updateGroup(entry.time, index, null)}
                    >
                      ×
                    </Button>
                  </div>
                ))}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    changeEntry(entry.time, (old) => ({
                      ...old,
                      tables: [...old.tables, { ...NEW_TABLES }],
                    }))
                  }
                >
                  {text.addTables}
                </Button>
              </div>
              <Button variant="ghost" size="sm" onClick={() => changeEntry(entry.time, () => null)}>
                {text.removeTime(entry.time)}
              </Button>
            </li>
          ))}
        </ul>
        {free.length > 0 ? (
          <div className={styles.addTime}>
            <label>
              <span className="visually-hidden">{text.newTime}</span>
              <ValueSelect
                label={text.newTime}
                value={chosenNew}
                values={free}
                onChange={setNewTime}
              />
            </label>
            <Button
              variant="secondary"
              onClick={() =>
                setTimes((current) => addTime(current, day, chosenNew, [{ ...NEW_TABLES }]))
              }
            >
              {text.addTime}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          onClick={() => setTimes((current) => copyToEveryDay(current, day, allowed))}
        >
          {text.copyToAll}
        </Button>
        <Button onClick={() => void onSave()} disabled={saving}>
          {text.save}
        </Button>
      </div>
      <FormError message={saveError} className={styles.error} />
    </div>
  );
}
