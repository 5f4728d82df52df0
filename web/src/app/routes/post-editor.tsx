import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../lib/domain/session';
import { PostCreatePage } from '../../features/post-editor/post-create-page';
import { PostEditPage } from '../../features/post-editor/post-edit-page';
import { PostPlaceChooser } from '../../features/post-editor/post-place-chooser';
import { useCurrentCity } from '../use-current-city';

/** /posts/create, `?placeId=` or `?organisationId=` when started from a place or chain page. */
export function PostCreateRoute() {
  const [params] = useSearchParams();
  const city = useCurrentCity();
  const placeId = params.get('placeId');
  const organisationId = params.get('organisationId');
  // A new start (another place, none) is a new form with its own draft.
  return (
    <PostCreatePage
      key={`${placeId ?? ''}|${organisationId ?? ''}`}
      cityLatinName={city}
      placeId={placeId}
      organisationId={organisationId}
    />
  );
}

/** /posts/create/select: the place chooser of the current city. */
export function PostCreateSelectRoute() {
  const [params] = useSearchParams();
  const city = useCurrentCity();
  return <PostPlaceChooser cityLatinName={city} fromPlaceId={params.get('placeId')} />;
}

/** /posts/{postId}/edit: login required (the route guard asks visitors to log in first). */
export function PostEditRoute() {
  const { postId = '' } = useParams();
  const { account } = useSession();
  if (!account) return null;
  return <PostEditPage key={postId} postId={postId} />;
}
