import * as messages from '../../lib/messages';

type FeatureName = keyof typeof messages.place.featureValues;

/** The codes of the features that have display texts (SPEC section 3); others are never shown. */
export type FeatureCodes = Partial<Record<FeatureName, number | null>> & Record<string, unknown>;

export interface FeatureText {
  feature: FeatureName;
  label: string;
  text: string;
  /** The text names the feature itself ('no alcohol', 'wi-fi'): shown without its label. */
  standalone: boolean;
}

// Features whose every value text already says what the feature is.
const STANDALONE: ReadonlySet<FeatureName> = new Set(['alcohol', 'cashfree', 'wifi', 'smokeZone']);

const ORDER = Object.keys(messages.place.featureValues) as FeatureName[];

/**
 * SPEC section 3: each feature with the display text of its value, in the table's order; a feature
 * whose value has no text (unknown, null, or a code the table does not name) is left out.
 */
export function featureTexts(features: FeatureCodes | null | undefined): FeatureText[] {
  if (!features) return [];
  const texts: FeatureText[] = [];
  for (const feature of ORDER) {
    const value = features[feature];
    if (typeof value !== 'number') continue;
    const text = (messages.place.featureValues[feature] as Readonly<Record<number, string>>)[value];
    if (text) {
      const label = messages.place.featureLabels[feature];
      texts.push({ feature, label, text, standalone: STANDALONE.has(feature) });
    }
  }
  return texts;
}
