import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { feedHref } from '../../lib/login-required';
import { readStoredAccount } from '../../lib/session';
import { CityPicker } from '../../features/city/city-picker';
import { usePickCity } from '../../features/city/use-pick-city';
import { WelcomeScreen } from '../../features/welcome/welcome-screen';
import { useStoredCurrentCity } from '../../lib/current-city';
import { useModal } from '../../lib/modal';

/**
 * `/`. A signed-in user who loads it goes to the city feed (the stored current city, else the
 * default; SPEC section 2); signing in here keeps the welcome screen, so the sign-in steps
 * finish where they started. A visitor picks a city; a stored one is highlighted.
 */
export function HomeRoute() {
  const [signedInOnLoad] = useState(() => readStoredAccount() !== null);
  const { search } = useLocation();
  const pickCity = usePickCity();
  const { openModal } = useModal();
  const storedCity = useStoredCurrentCity();
  if (signedInOnLoad) return <Navigate to={`${feedHref()}${search}`} replace />;
  return (
    <WelcomeScreen
      picker={<CityPicker selectedCity={storedCity} onPick={pickCity} />}
      onLogIn={() => openModal('login')}
    />
  );
}
