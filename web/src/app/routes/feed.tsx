import { useParams } from 'react-router';
import { CityFeedPage, FollowingFeedPage } from '../../pages/feed/feed-page';

/** `/{cityName}/feed`: the city's posts. */
export function CityFeedRoute() {
  const { cityName = '' } = useParams();
  return <CityFeedPage key={cityName} cityName={cityName} />;
}

/** `/feed/following` (login required, the route guard asks): posts of those one follows. */
export function FollowingFeedRoute() {
  return <FollowingFeedPage />;
}
