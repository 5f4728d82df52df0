import { useParams } from 'react-router';
import { OrganisationPage } from '../../features/organisation/organisation-page';
import { renderPlaceError } from './place';

/** /organisations/{organisationId}. */
export function OrganisationRoute() {
  const { organisationId = '' } = useParams();
  return <OrganisationPage organisationId={organisationId} renderError={renderPlaceError} />;
}
