import { useParams } from 'react-router';
import {
  OutletPostsPage,
  type OutletKind,
  type OutletPostType,
} from '../../pages/feed/outlet-posts-page';

export interface OutletPostsRouteProps {
  outlet: OutletKind;
  type: OutletPostType;
}

/** A place's or chain's news or reviews. */
export function OutletPostsRoute({ outlet, type }: OutletPostsRouteProps) {
  const { placeId, organisationId } = useParams();
  const id = (outlet === 'place' ? placeId : organisationId) ?? '';
  return <OutletPostsPage key={`${outlet}-${id}-${type}`} kind={outlet} id={id} type={type} />;
}
