import { ButtonLink } from '../../components/ui/button';
import { PlusIcon } from '../../components/ui/icons';
import type { WritePostLink_OutletFragment } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { hasOutletAccess } from './post-type';

type WritePostLinkProps =
  | { place: WritePostLink_OutletFragment; organisation?: never }
  | { organisation: WritePostLink_OutletFragment; place?: never };

/**
 * 'Write a review' on a place page, 'Post news' for those with access to the place or chain
 * (SPEC section 4): opens post creation started from it. Chains take news only, so the link
 * shows there for those with access.
 */
export function WritePostLink(props: WritePostLinkProps) {
  const { account } = useSession();
  const outlet = props.place ?? props.organisation;
  const access = hasOutletAccess(account, outlet);
  if (props.organisation && !access) return null;
  const query = props.place
    ? `placeId=${encodeURIComponent(props.place.id)}`
    : `organisationId=${encodeURIComponent(outlet.id)}`;
  return (
    <ButtonLink
      variant="secondary"
      to={`${paths.postCreate.getHref()}?${query}`}
      icon={<PlusIcon size={18} />}
    >
      {access ? messages.actions.postNews : messages.actions.writeReview}
    </ButtonLink>
  );
}
