import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { feedHref } from '../../lib/domain/login-required';
import { readStoredAccount, useSession } from '../../lib/domain/session';
import { isAuthStep } from '../../features/auth/auth-flow';
import { CityPicker } from '../../features/city/city-picker';
import { usePickCity } from '../../features/city/use-pick-city';
import { WelcomeScreen } from '../../features/welcome/welcome-screen';
import { useStoredCurrentCity } from '../../lib/domain/current-city';
import { useModal } from '../../lib/infra/modal';
import { useCurrentCity } from '../use-current-city';

/**
 * `/`. A signed-in user who loads it goes to the city feed (the stored current city, else the
 * default; SPEC section 2); signing in here keeps the welcome screen while the sign-in steps
 * last, so they finish where they started, then goes to the feed too. A visitor picks a city; a
 * stored one is highlighted, and the category chips lead to its lists (else the default city's).
 */
export function HomeRoute() {
  const [signedInOnLoad] = useState(() => readStoredAccount() !== null);
  const { search } = useLocation();
  const pickCity = usePickCity();
  const { modal } = useModal();
  const { signedIn } = useSession();
  const storedCity = useStoredCurrentCity();
  const city = useCurrentCity();
  // Once the sign-in steps are over, the welcome screen (with its Log in) is no place for them.
  const signedInHere = signedIn && !isAuthStep(modal);
  if (signedInOnLoad || signedInHere) return <Navigate to={`${feedHref()}${search}`} replace />;
  return (
    <WelcomeScreen
      picker={<CityPicker selectedCity={storedCity} onPick={pickCity} />}
      city={city}
    />
  );
}
