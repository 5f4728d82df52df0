import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { DEFAULT_CITY } from '../../lib/constants';
import { storeCurrentCity, useStoredCurrentCity } from '../../lib/domain/current-city';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { PostList } from '../../features/post/post-list';
import { navLinkClass } from '../../components/ui/nav-link-class';
import styles from './feed.module.css';
import { usePageGuard } from '../../components/ui/page-guard';
import { CurrentCityDocument } from '../../gql/graphql';

const tabClass = navLinkClass(styles.tab, styles.tabActive);

/** Feed and Following, for the signed in (a visitor has only the city feed). */
function FeedTabs({ cityName }: { cityName: string }) {
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return (
    <nav className={styles.tabs} aria-label={messages.feed.listLabel}>
      <NavLink to={paths.cityFeed.getHref(cityName)} className={tabClass} end>
        {messages.feed.title}
      </NavLink>
      <NavLink to={paths.feedFollowing.getHref()} className={tabClass} end>
        {messages.feed.followingTitle}
      </NavLink>
    </nav>
  );
}

/** `/{cityName}/feed`: the city's posts, titled Feed (SPEC section 2); the city becomes current. */
export function CityFeedPage({ cityName }: { cityName: string }) {
  const { data, loading, error } = useQuery(CurrentCityDocument, {
    variables: { latinName: cityName },
  });
  const city = data?.city;
  const guard = usePageGuard({ found: Boolean(city), loading, error, short: true });
  useHead({
    title: messages.feed.title,
    description: city ? messages.feed.cityDescription(city.name) : undefined,
    canonical: paths.cityFeed.getHref(cityName),
  });
  const latinName = city?.latinName;
  useEffect(() => {
    if (latinName) storeCurrentCity(latinName);
  }, [latinName]);

  if (guard || !city) return guard;
  return (
    <div className={styles.page}>
      <FeedTabs cityName={city.latinName} />
      <div>
        <h1 className={styles.title}>{messages.feed.title}</h1>
        <p className={styles.subtitle}>{city.name}</p>
      </div>
      <PostList key={city.id} filter={{ cityId: city.id }} empty={messages.feed.cityEmpty} />
    </div>
  );
}

/** `/feed/following` (login required): posts of the people and places one follows. */
export function FollowingFeedPage() {
  const cityName = useStoredCurrentCity() ?? DEFAULT_CITY;
  useHead({ title: messages.feed.followingTitle, noIndex: true });
  return (
    <div className={styles.page}>
      <FeedTabs cityName={cityName} />
      <h1 className={styles.title}>{messages.feed.followingTitle}</h1>
      <PostList filter={{ isFollowing: true }} empty={messages.feed.followingEmpty} />
    </div>
  );
}
