import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { graphql } from '../../gql/gql';
import type { PlaceModeBar_PlaceFragment } from '../../gql/graphql';
import { useActionFailure } from '../../lib/action-failure';
import { PREVIEW_PARAM } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { useModal } from '../../lib/modal';
import { useSession } from '../../lib/session';
import { modeBarOf } from './mode-bar-state';
import { ModeratePlaceMutation } from './moderate-place';
import styles from './moderation.module.css';
import { PreviewBar } from './preview-bar';
import { RefusalModal } from './refusal-modal';

export const PlaceModeBarFragment = graphql(`
  fragment PlaceModeBar_place on Place {
    id
    latinName
    moderationStatus
    hasAccess
  }
`);

/**
 * The mode bar of a place screen (SPEC section 2, Layout): Save and Return while previewing an
 * edit, Accept and Decline for an admin while the place is on moderation; nothing otherwise.
 */
export function PlaceModeBar({ place }: { place: PlaceModeBar_PlaceFragment }) {
  const { account } = useSession();
  const [searchParams] = useSearchParams();
  const bar = modeBarOf({
    preview: searchParams.has(PREVIEW_PARAM),
    isAdmin: Boolean(account?.isAdmin),
    hasAccess: place.hasAccess === true,
    moderationStatus: place.moderationStatus,
  });
  if (bar === 'preview') return <PreviewBar placeId={place.id} placeSlug={place.latinName} />;
  if (bar === 'moderation') return <ModerationBar placeId={place.id} />;
  return null;
}

/** Accept publishes the place; Decline asks for the reason first. */
function ModerationBar({ placeId }: { placeId: string }) {
  const { modal, openModal, closeModal } = useModal();
  const failed = useActionFailure();
  const [moderatePlace, { loading }] = useMutation(ModeratePlaceMutation);
  const words = messages.moderation;

  const publish = async () => {
    try {
      await moderatePlace({ variables: { id: placeId, status: 'PUBLISHED' } });
    } catch (error) {
      // A second publish keeps the server's 'The place has already been published'.
      failed(error, words.publishFailed);
    }
  };

  const decline = async (reason: string): Promise<boolean> => {
    try {
      await moderatePlace({ variables: { id: placeId, status: 'UNPUBLISHED', reason } });
      return true;
    } catch (error) {
      failed(error, words.publishFailed);
      return false;
    }
  };

  return (
    <>
      <section className={styles.bar} aria-label={words.barLabel}>
        <div className={styles.barText}>
          <strong className={styles.barTitle}>{words.moderationTitle}</strong>
          <span className={styles.barHint}>{words.moderationText}</span>
        </div>
        <div className={styles.barActions}>
          <Button onClick={() => void publish()} disabled={loading}>
            {words.accept}
          </Button>
          <Button
            variant="secondary"
            onClick={() => openModal('moderation_unpublished_reason')}
            disabled={loading}
          >
            {words.decline}
          </Button>
        </div>
      </section>
      {modal === 'moderation_unpublished_reason' ? (
        <RefusalModal onSend={decline} onClose={closeModal} />
      ) : null}
    </>
  );
}
