import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { SwitchRow } from '../../components/ui/switch-row';
import { OverlayDialog } from '../../components/ui/modal-shell';
import { OptionList, type Option } from '../../components/ui/value-select';
import { FilterOptionsDocument, type PlaceModerationStatus } from '../../gql/graphql';
import { FILTER_DATE_DAYS, SCHEDULE_TIME_STEP_MINUTES } from '../../lib/constants';
import { addDays, isoWeekday } from '../../lib/infra/schedule/local-time';
import * as messages from '../../lib/messages';
import {
  AVERAGE_CHECKS,
  EMPTY_FILTER,
  PLACE_FEATURES,
  timeSteps,
  type PlaceFilterState,
} from './filter-params';
import styles from './filter-sheet.module.css';

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
/** The opening switches, in the sheet's order: each is named and stored by the same key. */
const OPENING_SWITCHES = ['openNow', 'afterMidnight', 'nearby', 'booking'] as const;

function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** A titled group of checkbox chips; `selected` holds the values of the checked ones. */
function ChipGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onChange(selected: T[]): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map(({ value, label }) => (
          <label key={value} className={styles.chip}>
            <input
              type="checkbox"
              checked={selected.includes(value)}
              onChange={() => onChange(toggle(selected, value))}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled select whose first, empty option means any. */
function Select({
  label,
  value,
  emptyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  emptyLabel: string;
  options: readonly Option<string>[];
  onChange(value: string): void;
}) {
  return (
    <label className={styles.select}>
      <span>{label}</span>
      <select
        className={fieldStyles.compactSelect}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        <OptionList options={options} />
      </select>
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
  const { data, loading } = useQuery(FilterOptionsDocument);
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
            <ChipGroup
              legend={messages.placeFilter.categories}
              options={data.categories.map(({ latinName, name }) => ({
                value: latinName,
                label: name,
              }))}
              selected={draft.categories}
              onChange={(categories) => update({ categories })}
            />
            <ChipGroup
              legend={messages.placeFilter.cuisines}
              options={data.cuisines}
              selected={draft.cuisines}
              onChange={(cuisines) => update({ cuisines })}
            />
          </>
        ) : null}

        <ChipGroup
          legend={messages.placeFilter.features}
          options={PLACE_FEATURES.map((feature) => ({
            value: feature,
            label: messages.placeFilter.featureNames[feature],
          }))}
          selected={draft.features}
          onChange={(features) => update({ features })}
        />

        <ChipGroup
          legend={messages.placeFilter.averageCheck}
          options={AVERAGE_CHECKS.map((check) => ({
            value: check,
            label: messages.averageCheck[check],
          }))}
          selected={draft.averageChecks}
          onChange={(averageChecks) => update({ averageChecks })}
        />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{messages.placeFilter.schedule}</legend>
          <div className={styles.selects}>
            <Select
              label={messages.placeFilter.weekday}
              value={draft.openDate ? '' : (draft.openWeekday?.toString() ?? '')}
              emptyLabel={messages.placeFilter.anyWeekday}
              options={messages.schedule.weekdays.map((name, index) => ({
                value: String(index + 1),
                label: name,
              }))}
              onChange={(value) =>
                update({ openWeekday: value ? Number(value) : null, openDate: null })
              }
            />
            <Select
              label={messages.placeFilter.date}
              value={draft.openDate ?? ''}
              emptyLabel={messages.placeFilter.anyWeekday}
              options={dates.map((date) => ({
                value: date,
                label: `${messages.schedule.weekdays[isoWeekday(date) - 1] ?? ''}, ${date}`,
              }))}
              onChange={(value) => update({ openDate: value || null, openWeekday: null })}
            />
            <Select
              label={messages.placeFilter.time}
              value={draft.openTime ?? ''}
              emptyLabel={messages.placeFilter.anyTime}
              options={TIMES.map((time) => ({ value: time, label: time }))}
              onChange={(value) => update({ openTime: value || null })}
            />
          </div>
        </fieldset>

        <div className={styles.switches}>
          {OPENING_SWITCHES.map((name) => (
            <Switch
              key={name}
              label={messages.placeFilter[name]}
              checked={draft[name]}
              onChange={(checked) => update({ [name]: checked })}
            />
          ))}
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
              <Select
                label={messages.placeFilter.moderation}
                value={draft.moderation ?? ''}
                emptyLabel="—"
                options={MODERATION_STATUSES.map((status) => ({
                  value: status,
                  label: messages.placeFilter.moderationStatuses[status],
                }))}
                onChange={(value) =>
                  update({ moderation: (value || null) as PlaceModerationStatus | null })
                }
              />
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
