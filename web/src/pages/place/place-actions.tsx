import { lazy, Suspense } from 'react';
import { FollowButton } from '../../components/follow-button';
import { Button, ButtonLink } from '../../components/ui/button';
import { CalendarIcon, ShareIcon } from '../../components/ui/icons';
import { ModalButton } from '../../components/ui/modal-button';
import { WriteMessageButton } from '../../features/chat/write-message-button';
import { WritePostLink } from '../../features/post-editor/write-post-link';
import { useSession } from '../../lib/domain/session';
import { useShare } from '../../lib/hooks/use-share';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import type { PagePlace } from './place-page-query';
import styles from './place-page.module.css';

// What only the signed in can see (access, management) loads for them only.
const PermissionEntry = lazy(() =>
  import('../../features/permissions/permission-entry').then((module) => ({
    default: module.PermissionEntry,
  })),
);
const PlaceManageLinks = lazy(() =>
  import('../../features/place-management/manage-links').then((module) => ({
    default: module.PlaceManageLinks,
  })),
);

/** What one does from a place page: follow, write, manage, book, call, ask for access, share. */
export function PlaceActions({ place }: { place: PagePlace }) {
  const share = useShare();
  const { signedIn } = useSession();
  const slug = place.latinName;
  return (
    <div className={styles.actions}>
      <FollowButton place={place} />
      <WriteMessageButton to={{ placeId: place.id }} />
      <WritePostLink place={place} />
      {signedIn ? (
        <Suspense fallback={null}>
          <PlaceManageLinks place={place} />
        </Suspense>
      ) : null}
      {place.isReservationsEnabled ? (
        <ButtonLink to={paths.placeBooking.getHref(slug)} icon={<CalendarIcon size={18} />}>
          {messages.place.booking}
        </ButtonLink>
      ) : null}
      {place.hasAccess ? (
        <ButtonLink variant="secondary" to={paths.placeReservations.getHref(slug)}>
          {messages.actions.reservations}
        </ButtonLink>
      ) : null}
      {place.phones.length > 0 ? (
        <ModalButton variant="secondary" modal="sheet_phones">
          {messages.place.phones}
        </ModalButton>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <PermissionEntry subject="place" outlet={place} />
        </Suspense>
      ) : null}
      {share ? (
        <Button
          variant="secondary"
          icon={<ShareIcon size={18} />}
          onClick={() => void share({ title: place.name, path: paths.place.getHref(slug) })}
        >
          {messages.share.action}
        </Button>
      ) : null}
    </div>
  );
}
