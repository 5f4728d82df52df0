import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ModalShell } from '../../components/ui/modal-shell';
import {
  FirstPageState,
  firstPageOf,
  ShowMoreFooter,
  useShowMore,
  type FirstPageQuery,
} from '../../components/ui/paged-list';
import { PlacesIcon, UserIcon } from '../../components/ui/icons';
import { FOLLOW_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { MODAL_PARAM, useModal, type ModalName } from '../../lib/infra/modal';
import { paths } from '../../lib/paths';
import { FollowButton } from '../../components/follow-button';
import { Avatar } from '../../components/ui/avatar';
import list from '../../components/ui/list-row.module.css';
import styles from './follow.module.css';
import {
  FollowersDocument,
  FollowingPlacesDocument,
  FollowingUsersDocument,
} from '../../gql/graphql';

/** The follower modals of SPEC section 2, by their `modal` value. */
export const FOLLOW_MODALS = [
  'followers',
  'following_users',
  'following_places',
  'place_followers',
] as const satisfies readonly ModalName[];
type FollowModalName = (typeof FOLLOW_MODALS)[number];

export function isFollowModal(modal: string | null): modal is FollowModalName {
  return (FOLLOW_MODALS as readonly string[]).includes(modal ?? '');
}

interface PageState<TItem> {
  items: TItem[];
  hasMore: boolean;
  query: FirstPageQuery;
  fetchNext(): Promise<unknown>;
}

/** What one of the follow queries has to give the shared list. */
interface FollowQueryResult extends FirstPageQuery {
  fetchMore(options: { variables: { offset: number } }): Promise<unknown>;
}

function pageState<TItem>(
  result: FollowQueryResult,
  data: { items: TItem[]; hasMore: boolean } | undefined,
): PageState<TItem> {
  const items = data?.items ?? [];
  return {
    items,
    hasMore: data?.hasMore ?? false,
    query: result,
    fetchNext: () => result.fetchMore({ variables: { offset: items.length } }),
  };
}

function PagedRows<TItem extends { id: string }>({
  page,
  empty,
  label,
  row,
}: {
  page: PageState<TItem>;
  empty: { icon: ReactNode; title: string };
  label: string;
  row(item: TItem): ReactNode;
}) {
  const more = useShowMore(page.fetchNext);
  return (
    <>
      <FirstPageState
        {...firstPageOf(page.query, page.items.length)}
        empty={empty}
        missingIsEmpty
      />
      {page.items.length > 0 ? (
        <>
          <ul className={list.list} aria-label={label}>
            {page.items.map((item) => (
              <li key={item.id} className={styles.row}>
                {row(item)}
              </li>
            ))}
          </ul>
          <ShowMoreFooter more={more} hasMore={page.hasMore} label={messages.follow.showMore} />
        </>
      ) : null}
    </>
  );
}

function UserRows({
  kind,
  id,
}: {
  kind: 'followers' | 'following_users' | 'place_followers';
  id: string;
}) {
  const following = kind === 'following_users';
  const followers = useQuery(FollowersDocument, {
    variables: {
      ...(kind === 'place_followers' ? { placeId: id } : { userId: id }),
      offset: 0,
      limit: FOLLOW_PAGE_SIZE,
    },
    skip: following,
    notifyOnNetworkStatusChange: true,
  });
  const followingUsers = useQuery(FollowingUsersDocument, {
    variables: { userId: id, offset: 0, limit: FOLLOW_PAGE_SIZE },
    skip: !following,
    notifyOnNetworkStatusChange: true,
  });
  const result = following ? followingUsers : followers;
  const data = following ? followingUsers.data?.followingUsers : followers.data?.followers;
  return (
    <PagedRows
      page={pageState(result, data)}
      label={following ? messages.follow.people : messages.follow.followers}
      empty={{
        icon: <UserIcon size={32} />,
        title: following ? messages.follow.noFollowing : messages.follow.noFollowers,
      }}
      row={(user) => (
        <>
          <Link to={paths.user.getHref(user.id)} className={styles.who}>
            <Avatar url={user.avatar?.thumbnail.url} name={user.displayName} size="md" />
            <span className={`${list.name} ${styles.name}`}>{user.displayName}</span>
          </Link>
          <FollowButton user={user} size="sm" />
        </>
      )}
    />
  );
}

function PlaceRows({ userId }: { userId: string }) {
  const result = useQuery(FollowingPlacesDocument, {
    variables: { userId, offset: 0, limit: FOLLOW_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <PagedRows
      page={pageState(result, result.data?.followingPlaces)}
      label={messages.follow.places}
      empty={{ icon: <PlacesIcon size={32} />, title: messages.follow.noFollowing }}
      row={(place) => (
        <>
          <Link to={paths.place.getHref(place.latinName)} className={styles.who}>
            <Avatar url={place.avatar?.thumbnail.url} name={place.name} size="md" />
            <span className={list.text}>
              <span className={`${list.name} ${styles.name}`}>{place.name}</span>
              {place.category ? <span className={list.details}>{place.category.name}</span> : null}
            </span>
          </Link>
          <FollowButton place={place} size="sm" />
        </>
      )}
    />
  );
}

/** People and Places tabs of the following modal; a switch replaces the modal in history. */
function FollowingTabs({ current }: { current: 'following_users' | 'following_places' }) {
  const [, setSearchParams] = useSearchParams();
  const tabs = [
    { modal: 'following_users', label: messages.follow.people },
    { modal: 'following_places', label: messages.follow.places },
  ] as const;
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.modal}
          type="button"
          role="tab"
          aria-selected={tab.modal === current}
          className={styles.tab}
          onClick={() =>
            setSearchParams(
              (params) => {
                const next = new URLSearchParams(params);
                next.set(MODAL_PARAM, tab.modal);
                return next;
              },
              { replace: true },
            )
          }
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The followers, following people, following places and place followers modals (`?modal=...`
 * with `modal_id` the person's or the place's id), 20 at a time. The page that owns the counts
 * renders it; it shows itself when the URL names one of its modals.
 */
export function FollowModals() {
  const { modal, modalId, closeModal } = useModal();
  if (!isFollowModal(modal) || !modalId) return null;
  if (modal === 'following_users' || modal === 'following_places') {
    return (
      <ModalShell title={messages.follow.followingTitle} onClose={closeModal} size="md">
        <FollowingTabs current={modal} />
        {modal === 'following_users' ? (
          <UserRows key={modalId} kind="following_users" id={modalId} />
        ) : (
          <PlaceRows key={modalId} userId={modalId} />
        )}
      </ModalShell>
    );
  }
  return (
    <ModalShell title={messages.follow.followers} onClose={closeModal} size="md">
      <UserRows key={`${modal}-${modalId}`} kind={modal} id={modalId} />
    </ModalShell>
  );
}
