import { CityPicker } from '../../features/city/city-picker';
import { usePickCity } from '../../features/city/use-pick-city';
import { WelcomeScreen } from '../../features/welcome/welcome-screen';
import { useStoredCurrentCity } from '../../lib/current-city';
import { useModal } from '../../lib/modal';

/**
 * `/` for a visitor: the welcome screen. A stored city is highlighted, but the visitor still picks
 * (SPEC section 2). Signed-in users go to their city feed once accounts exist.
 */
export function HomeRoute() {
  const pickCity = usePickCity();
  const { openModal } = useModal();
  const storedCity = useStoredCurrentCity();
  return (
    <WelcomeScreen
      picker={<CityPicker selectedCity={storedCity} onPick={pickCity} />}
      onLogIn={() => openModal('login')}
    />
  );
}
