import typography from '../../components/ui/text.module.css';
import * as messages from '../../lib/messages';
import { featureTexts } from './feature-texts';
import type { PagePlace } from './place-page-query';
import { PlaceSection } from './place-section';
import sections from './place-sections.module.css';

/**
 * The features section: the features that stand alone as tags, then the labelled facts (dress
 * code, one Parking row, the road); left out when the place has none of them.
 */
export function FeaturesSection({
  place,
}: {
  place: Pick<PagePlace, 'features' | 'dresscode' | 'parkingInfo' | 'roadInfo'>;
}) {
  const features = featureTexts(place.features);
  if (features.length === 0 && !place.dresscode && !place.parkingInfo && !place.roadInfo) {
    return null;
  }
  const standaloneFeatures = features.filter((feature) => feature.standalone);
  const parkingType = features.find((feature) => feature.feature === 'parkingType');
  const labelledFeatures = features.filter(
    (feature) => !feature.standalone && feature !== parkingType,
  );
  return (
    <PlaceSection id="features-title" title={messages.place.features}>
      {standaloneFeatures.length > 0 ? (
        <ul className={sections.featureTags}>
          {standaloneFeatures.map((feature) => (
            <li key={feature.feature} data-feature={feature.feature}>
              {feature.text}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={sections.facts}>
        {labelledFeatures.map((feature) => (
          <div key={feature.feature} data-feature={feature.feature}>
            <dt>{feature.label}</dt>
            <dd>{feature.text}</dd>
          </div>
        ))}
        {place.dresscode ? (
          <div>
            <dt>{messages.place.dresscode}</dt>
            <dd>
              {place.dresscode.title}
              {place.dresscode.description ? (
                <span className={typography.muted}> · {place.dresscode.description}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {parkingType || place.parkingInfo ? (
          // One Parking row: the kind of parking, then the place's own words about it.
          <div data-feature="parkingType">
            <dt>{messages.place.parking}</dt>
            <dd>
              {parkingType ? <span>{parkingType.text}</span> : null}
              {parkingType && place.parkingInfo ? (
                <span className={typography.muted}> · {place.parkingInfo}</span>
              ) : (
                place.parkingInfo
              )}
            </dd>
          </div>
        ) : null}
        <Fact label={messages.place.road} text={place.roadInfo} />
      </dl>
    </PlaceSection>
  );
}

/** One fact of the features section, left out when the place has no text for it. */
function Fact({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
}
