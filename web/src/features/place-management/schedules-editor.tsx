import { Button } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import { ValueSelect } from '../../components/ui/value-select';
import * as messages from '../../lib/messages';
import {
  newSchedule,
  type ScheduleItemValue,
  type ScheduleValue,
  replaceAt,
} from '../../lib/domain/place-draft/place-form-values';
import { endsPastMidnight, nextFreeDay, SCHEDULE_TIMES } from './schedule-times';
import styles from './place-form.module.css';

const text = messages.placeManagement;
const weekdays = messages.place.weekdays;

function ScheduleEditor({
  schedule,
  index,
  onChange,
  onRemove,
}: {
  schedule: ScheduleValue;
  index: number;
  onChange(schedule: ScheduleValue): void;
  onRemove(): void;
}) {
  const setItem = (at: number, item: ScheduleItemValue) =>
    onChange({
      ...schedule,
      items: replaceAt(schedule.items, at, item),
    });
  const label = `${text.scheduleName} ${index + 1}`;
  return (
    <div className={styles.item} data-testid="schedule">
      <div className={styles.inline}>
        <input
          className={fieldStyles.control}
          aria-label={label}
          placeholder={text.scheduleName}
          value={schedule.name}
          onChange={(event) => onChange({ ...schedule, name: event.target.value })}
        />
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={schedule.isMain}
            onChange={(event) => onChange({ ...schedule, isMain: event.target.checked })}
          />
          {text.mainSchedule}
        </label>
        <Button variant="secondary" size="sm" onClick={onRemove}>
          {text.removeSchedule}
        </Button>
      </div>
      {schedule.items.map((item, at) => (
        <div key={at} className={styles.inline} data-testid="schedule-day">
          <select
            className={fieldStyles.control}
            aria-label={`${text.weekday} ${at + 1}`}
            value={item.dayOfWeek}
            onChange={(event) => setItem(at, { ...item, dayOfWeek: Number(event.target.value) })}
          >
            {weekdays.map((day, dayIndex) => (
              <option key={day} value={dayIndex + 1}>
                {day}
              </option>
            ))}
          </select>
          <ValueSelect
            values={SCHEDULE_TIMES}
            label={`${text.opensAt} ${at + 1}`}
            value={item.startAt}
            onChange={(startAt) => setItem(at, { ...item, startAt })}
          />
          <ValueSelect
            values={SCHEDULE_TIMES}
            label={`${text.closesAt} ${at + 1}`}
            value={item.endAt}
            onChange={(endAt) => setItem(at, { ...item, endAt })}
          />
          {endsPastMidnight(item.startAt, item.endAt) ? (
            <span className={fieldStyles.help}>{text.pastMidnight}</span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              onChange({ ...schedule, items: schedule.items.filter((_, i) => i !== at) })
            }
          >
            {text.removeDay}
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({
              ...schedule,
              items: [
                ...schedule.items,
                {
                  dayOfWeek: nextFreeDay(schedule.items.map((item) => item.dayOfWeek)),
                  startAt: '09:00',
                  endAt: '18:00',
                },
              ],
            })
          }
        >
          {text.addDay}
        </Button>
      </div>
    </div>
  );
}

/**
 * The place's schedules with their days (SPEC section 3): times on 30-minute steps, an end before
 * the start meaning past midnight. A removed schedule is marked deleted, and the save drops it.
 */
export function SchedulesEditor({
  schedules,
  onChange,
}: {
  schedules: ScheduleValue[];
  onChange(schedules: ScheduleValue[]): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{text.schedules}</legend>
      {schedules.map((schedule, index) =>
        schedule.isDeleted ? null : (
          <ScheduleEditor
            key={schedule.id}
            schedule={schedule}
            index={index}
            onChange={(next) => onChange(replaceAt(schedules, index, next))}
            onRemove={() =>
              onChange(
                schedules.map((current, at) =>
                  at === index ? { ...current, isDeleted: true } : current,
                ),
              )
            }
          />
        ),
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange([...schedules, newSchedule(!schedules.some((s) => s.isMain && !s.isDeleted))])
          }
        >
          {text.addSchedule}
        </Button>
      </div>
    </fieldset>
  );
}
