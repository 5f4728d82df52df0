import { useParams } from 'react-router';
import { OrganisationPage } from '../../pages/organisation/organisation-page';

/** /organisations/{organisationId}. */
export function OrganisationRoute() {
  const { organisationId = '' } = useParams();
  return <OrganisationPage organisationId={organisationId} />;
}
