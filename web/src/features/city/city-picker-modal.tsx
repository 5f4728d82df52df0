import { ModalShell } from '../../components/ui/modal-shell';
import * as messages from '../../lib/messages';
import { CityPicker } from './city-picker';
import { usePickCity } from './use-pick-city';

/** The city picker opened from the header (`?modal=city`). */
export function CityPickerModal({
  currentCity,
  onClose,
}: {
  currentCity: string | null;
  onClose(): void;
}) {
  const pickCity = usePickCity({ replace: true });
  return (
    <ModalShell title={messages.cityPicker.title} onClose={onClose} size="md">
      <CityPicker selectedCity={currentCity} onPick={pickCity} />
    </ModalShell>
  );
}
