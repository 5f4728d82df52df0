import { useParams } from 'react-router';
import { ErrorPage, NotFoundPage } from '../../features/errors/error-page';
import { PlacePage } from '../../features/place/place-page';

export function PlaceRoute() {
  const { placeId = '' } = useParams();
  return (
    <PlacePage
      placeId={placeId}
      renderError={(kind) => (kind === 'notFound' ? <NotFoundPage /> : <ErrorPage kind={kind} />)}
    />
  );
}
