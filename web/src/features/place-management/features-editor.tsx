import { fieldStyles } from '../../components/ui/form-field';
import * as messages from '../../lib/messages';
import {
  FEATURE_KEYS,
  type FeatureKey,
  type FeatureValues,
} from '../../lib/domain/place-draft/place-form-values';
import styles from './place-form.module.css';

const text = messages.placeManagement;
const tableValues = messages.place.featureValues as Partial<
  Record<FeatureKey, Readonly<Record<number, string>>>
>;

/** The values a feature offers: the SPEC section 3 table's, else present (1). */
export function featureOptions(feature: FeatureKey): { value: number; label: string }[] {
  const table = tableValues[feature];
  if (!table) return [{ value: 1, label: text.featureYes }];
  return Object.entries(table).map(([value, label]) => ({ value: Number(value), label }));
}

/** One select per feature; 'Not chosen' leaves it unset (smokezone then saves as 2). */
export function FeaturesEditor({
  features,
  onChange,
}: {
  features: FeatureValues;
  onChange(features: FeatureValues): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{text.features}</legend>
      <div className={styles.features}>
        {FEATURE_KEYS.map((feature) => (
          <label key={feature} className={fieldStyles.field}>
            <span className={fieldStyles.label}>{text.featureNames[feature]}</span>
            <select
              className={fieldStyles.control}
              value={features[feature] ?? ''}
              onChange={(event) =>
                onChange({
                  ...features,
                  [feature]: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <option value="">{text.notChosen}</option>
              {featureOptions(feature).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
