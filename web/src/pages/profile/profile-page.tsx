import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PinIcon, UserIcon } from '../../components/ui/icons';
import { PageMessage, StateMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { ModalTrigger } from '../../components/ui/modal-button';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { FollowButton } from '../../components/follow-button';
import { WriteMessageButton } from '../../features/chat/write-message-button';
import { FollowModals } from '../../features/follow/follow-modals';
import { PostList } from '../../features/post/post-list';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { countLabel } from '../../features/user/plural';
import { canEditProfile } from '../../features/user/profile-access';
import card from '../../components/ui/card.module.css';
import styles from './profile-page.module.css';
import { usePageGuard } from '../../components/ui/page-guard';
import { webLinkHref } from '../../lib/infra/web-link';
import { UserProfileDocument } from '../../gql/graphql';

interface ProfilePageProps {
  userId: string;
  /** What only the person sees on their own profile (their reservations), above the posts. */
  ownSection?: ReactNode;
}

/** The text of a link without its scheme, as people write it. */
function linkText(link: string): string {
  return link.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** /users/{userId}: avatar, name, city, about, link and counts, with Edit for oneself and admins. */
export function ProfilePage({ userId, ownSection }: ProfilePageProps) {
  const { data, loading, error } = useQuery(UserProfileDocument, { variables: { id: userId } });
  const { account } = useSession();
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';
  const user = data?.user;
  const guard = usePageGuard({ found: Boolean(user), loading, error });
  useHead({
    title: user?.isDeleted
      ? messages.profile.deleted
      : (user?.displayName ?? messages.common.loading),
    description:
      user && !user.isDeleted
        ? (user.about ?? messages.profile.pageDescription(user.displayName))
        : undefined,
    noIndex: user?.isDeleted ?? false,
    canonical: user ? paths.user.getHref(user.id) : undefined,
  });

  if (guard || !user) return guard;

  const viewer = account ? { userId: account.user.id, isAdmin: account.isAdmin } : null;
  const own = viewer?.userId === user.id;
  const canEdit = !user.isDeleted && canEditProfile(viewer, user.id);
  const back = () => void (hasHistory ? navigate(-1) : navigate(paths.home.getHref()));

  return (
    <div className={styles.layout}>
      <div className={styles.top}>
        {/* SPEC: the back button is hidden on one's own profile. */}
        {own ? null : (
          <Button variant="ghost" size="sm" onClick={back}>
            ← {messages.profile.back}
          </Button>
        )}
        <Breadcrumbs
          look="profile"
          crumbs={[{ label: user.isDeleted ? messages.profile.deleted : user.displayName }]}
        />
      </div>
      {user.isDeleted ? (
        <PageMessage
          icon={UserIcon}
          title={messages.profile.deleted}
          subtitle={messages.profile.deletedHint}
        />
      ) : (
        <>
          <article className={`${card.card} ${styles.card}`}>
            <div className={styles.avatar}>
              {user.avatar ? (
                <img
                  src={user.avatar.thumbnail.url}
                  srcSet={`${user.avatar.thumbnail.url} ${user.avatar.thumbnail.width}w, ${user.avatar.standard.url} ${user.avatar.standard.width}w`}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={96}
                />
              ) : (
                <UserIcon size={44} />
              )}
            </div>
            <div className={styles.main}>
              <h1 className={styles.name}>{user.displayName}</h1>
              {user.city ? (
                <p className={styles.city}>
                  <PinIcon size={16} />
                  {user.city.name}
                </p>
              ) : null}
              <ul className={styles.counts} aria-label={messages.profile.title}>
                <li>{countLabel(user.postCount, messages.profile.counts.posts)}</li>
                {(
                  [
                    ['followers', user.followerCount, messages.profile.counts.followers],
                    ['following_users', user.followingCount, messages.profile.counts.following],
                  ] as const
                ).map(([modal, count, forms]) => (
                  <li key={modal}>
                    <ModalTrigger className={styles.countButton} modal={modal} modalId={user.id}>
                      {countLabel(count, forms)}
                    </ModalTrigger>
                  </li>
                ))}
              </ul>
              {user.about ? <p className={styles.about}>{user.about}</p> : null}
              {user.link && webLinkHref(user.link) ? (
                <a
                  className={styles.link}
                  href={webLinkHref(user.link) ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                >
                  {linkText(user.link)}
                </a>
              ) : null}
            </div>
            <div className={styles.profileActions}>
              {canEdit ? (
                <ButtonLink variant="secondary" size="sm" to={paths.userEdit.getHref(user.id)}>
                  {messages.profile.edit}
                </ButtonLink>
              ) : null}
              <FollowButton user={user} size="sm" />
              {own ? null : <WriteMessageButton to={{ userId: user.id }} size="sm" />}
            </div>
          </article>
          {own ? ownSection : null}
          <section className={styles.posts} aria-label={messages.profile.posts}>
            <h2 className={styles.sectionTitle}>{messages.profile.posts}</h2>
            {/* No posts, no request: the count already says so. */}
            {user.postCount === 0 ? (
              <StateMessage title={messages.profile.noPosts} />
            ) : (
              <PostList filter={{ userId: user.id }} empty={messages.profile.noPosts} />
            )}
          </section>
          <FollowModals />
        </>
      )}
    </div>
  );
}
