import { useParams } from 'react-router';
import { useSession } from '../../lib/domain/session';
import {
  OrganisationCreatePage,
  OrganisationEditPage,
} from '../../features/place-management/organisation-pages';
import { StaffedPage } from '../../features/place-management/staffed-page';
import * as messages from '../../lib/messages';
import { LogInToAdd } from './log-in-to-add';

/** /staffed: login required (the route guard opens the login modal for a visitor). */
export function StaffedRoute() {
  const { account } = useSession();
  return account ? <StaffedPage /> : null;
}

/** /organisations/create: a visitor is asked to log in first. */
export function OrganisationCreateRoute() {
  const { signedIn } = useSession();
  return signedIn ? (
    <OrganisationCreatePage />
  ) : (
    <LogInToAdd title={messages.organisationManagement.createTitle} />
  );
}

/** /organisations/{id}/edit: login required. */
export function OrganisationEditRoute() {
  const { organisationId = '' } = useParams();
  const { account } = useSession();
  if (!account) return null;
  return <OrganisationEditPage key={organisationId} organisationId={organisationId} />;
}
