import { useParams } from 'react-router';
import { OrganisationsPage } from '../../features/organisation/organisations-page';

/** /{cityName}/organisations. */
export function OrganisationsRoute() {
  const { cityName = '' } = useParams();
  return <OrganisationsPage key={cityName} city={cityName} />;
}
