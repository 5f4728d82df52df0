import { useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SwitchRow } from '../../components/ui/switch-row';
import { OverlayDialog } from '../../components/ui/modal-shell';
import { graphql } from '../../gql/gql';
import type { PlaceModerationStatus } from '../../gql/graphql';
import { FILTER_DATE_DAYS, SCHEDULE_TIME_STEP_MINUTES } from '../../lib/constants';
import { messages } from '../../lib/messages';
import {
  addDays,
  AVERAGE_CHECKS,
  EMPTY_FILTER,
  isoWeekday,
  PLACE_FEATURES,
  timeSteps,
  type PlaceFilterState,
} from './filter-params';
import styles from './filter-sheet.module.css';

export const FilterOptionsQuery = graphql(`
  query FilterOptions {
    categories {
      id
      name
      latinName
    }
    cuisines {
      value
      label
    }
  }
`);

export interface FilterSheetProps {
  /** The filter the screen shows now; the sheet edits a copy until Show places. */
  initial: PlaceFilterState;
  initialFollowing: boolean;
  /** My following is offered to signed-in users only. */
  canFollow: boolean;
  /** Moderation and Deleted are offered to admins only. */
  isAdmin: boolean;
  /** Today in the city (YYYY-MM-DD): the dates start there. */
  today: string;
  onApply(filter: PlaceFilterState, following: boolean): void;
  onBack(): void;
}

const TIMES = timeSteps(SCHEDULE_TIME_STEP_MINUTES);
const MODERATION_STATUSES: readonly PlaceModerationStatus[] = ['ON_MODERATION', 'UNPUBLISHED'];

function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>{children}</div>
    </fieldset>
  );
}

function Chip({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  return (
    <label className={styles.chip}>
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

function Switch({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string | null;
}) {
  return (
    <SwitchRow className={styles.switch} checked={checked} onChange={onChange}>
      <span className={styles.switchText}>
        {label}
        {hint ? <small className={styles.hint}>{hint}</small> : null}
      </span>
    </SwitchRow>
  );
}

/**
 * `modal=sheet_filter` (SPEC section 2): titled Filters, with Back and Clear. Changes apply with
 * Show places, which writes them into the URL.
 */
export function FilterSheet({
  initial,
  initialFollowing,
  canFollow,
  isAdmin,
  today,
  onApply,
  onBack,
}: FilterSheetProps) {
  const [draft, setDraft] = useState<PlaceFilterState>(initial);
  const [following, setFollowing] = useState(initialFollowing);
  const { data, loading } = useQuery(FilterOptionsQuery);
  const titleId = useId();

  const update = (patch: Partial<PlaceFilterState>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const dates = Array.from({ length: FILTER_DATE_DAYS }, (_, index) => addDays(today, index));

  return (
    <OverlayDialog
      overlayClassName={styles.overlay}
      className={styles.sheet}
      titleId={titleId}
      onClose={onBack}
    >
      <div className={styles.head}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {messages.placeFilter.back}
        </Button>
        <h2 id={titleId} className={styles.title}>
          {messages.placeFilter.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            setFollowing(false);
          }}
        >
          {messages.placeFilter.clear}
        </Button>
      </div>

      <div className={styles.body}>
        {loading && !data ? (
          <Spinner label={messages.placeFilter.loadingOptions} size={28} />
        ) : null}
        {data ? (
          <>
            <Group legend={messages.placeFilter.categories}>
              {data.categories.map((category) => (
                <Chip
                  key={category.id}
                  label={category.name}
                  checked={draft.categories.includes(category.latinName)}
                  onChange={() =>
                    update({ categories: toggle(draft.categories, category.latinName) })
                  }
                />
              ))}
            </Group>
            <Group legend={messages.placeFilter.cuisines}>
              {data.cuisines.map((cuisine) => (
                <Chip
                  key={cuisine.value}
                  label={cuisine.label}
                  checked={draft.cuisines.includes(cuisine.value)}
                  onChange={() => update({ cuisines: toggle(draft.cuisines, cuisine.value) })}
                />
              ))}
            </Group>
          </>
        ) : null}

        <Group legend={messages.placeFilter.features}>
          {PLACE_FEATURES.map((feature) => (
            <Chip
              key={feature}
              label={messages.placeFilter.featureNames[feature]}
              checked={draft.features.includes(feature)}
              onChange={() => update({ features: toggle(draft.features, feature) })}
            />
          ))}
        </Group>

        <Group legend={messages.placeFilter.averageCheck}>
          {AVERAGE_CHECKS.map((check) => (
            <Chip
              key={check}
              label={messages.averageCheck[check]}
              checked={draft.averageChecks.includes(check)}
              onChange={() => update({ averageChecks: toggle(draft.averageChecks, check) })}
            />
          ))}
        </Group>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{messages.placeFilter.schedule}</legend>
          <div className={styles.selects}>
            <label className={styles.select}>
              <span>{messages.placeFilter.weekday}</span>
              <select
                value={draft.openDate ? '' : (draft.openWeekday?.toString() ?? '')}
                onChange={(event) =>
                  update({
                    openWeekday: event.target.value ? Number(event.target.value) : null,
                    openDate: null,
                  })
                }
              >
                <option value="">{messages.placeFilter.anyWeekday}</option>
                {messages.schedule.weekdays.map((name, index) => (
                  <option key={name} value={index + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.select}>
              <span>{messages.placeFilter.date}</span>
              <select
                value={draft.openDate ?? ''}
                onChange={(event) =>
                  update({ openDate: event.target.value || null, openWeekday: null })
                }
              >
                <option value="">{messages.placeFilter.anyWeekday}</option>
                {dates.map((date) => (
                  <option key={date} value={date}>
                    {`${messages.schedule.weekdays[isoWeekday(date) - 1] ?? ''}, ${date}`}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.select}>
              <span>{messages.placeFilter.time}</span>
              <select
                value={draft.openTime ?? ''}
                onChange={(event) => update({ openTime: event.target.value || null })}
              >
                <option value="">{messages.placeFilter.anyTime}</option>
                {TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>

        <div className={styles.switches}>
          <Switch
            label={messages.placeFilter.openNow}
            checked={draft.openNow}
            onChange={(openNow) => update({ openNow })}
          />
          <Switch
            label={messages.placeFilter.afterMidnight}
            checked={draft.afterMidnight}
            onChange={(afterMidnight) => update({ afterMidnight })}
          />
          <Switch
            label={messages.placeFilter.nearby}
            checked={draft.nearby}
            onChange={(nearby) => update({ nearby })}
          />
          <Switch
            label={messages.placeFilter.booking}
            checked={draft.booking}
            onChange={(booking) => update({ booking })}
          />
          {canFollow ? (
            <Switch
              label={messages.placeFilter.following}
              checked={following}
              onChange={setFollowing}
            />
          ) : null}
        </div>

        {isAdmin ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{messages.placeFilter.admin}</legend>
            <div className={styles.selects}>
              <label className={styles.select}>
                <span>{messages.placeFilter.moderation}</span>
                <select
                  value={draft.moderation ?? ''}
                  onChange={(event) =>
                    update({
                      moderation: (event.target.value || null) as PlaceModerationStatus | null,
                    })
                  }
                >
                  <option value="">—</option>
                  {MODERATION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {messages.placeFilter.moderationStatuses[status]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className={styles.switches}>
              <Switch
                label={messages.placeFilter.deleted}
                checked={draft.deleted}
                onChange={(deleted) => update({ deleted })}
              />
            </div>
          </fieldset>
        ) : null}
      </div>

      <div className={styles.foot}>
        <Button block size="lg" onClick={() => onApply(draft, following)}>
          {messages.placeFilter.apply}
        </Button>
      </div>
    </OverlayDialog>
  );
}
