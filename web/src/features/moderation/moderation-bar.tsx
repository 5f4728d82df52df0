import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { useActionFailure } from '../../lib/hooks/action-failure';
import * as messages from '../../lib/messages';
import { useModal } from '../../lib/infra/modal';
import styles from './moderation.module.css';
import { RefusalModal } from './refusal-modal';
import { ModeratePlaceDocument } from '../../gql/graphql';

/** Accept publishes the place; Decline asks for the reason first. */
export function ModerationBar({ placeId }: { placeId: string }) {
  const { modal, openModal, closeModal } = useModal();
  const failed = useActionFailure();
  const [moderatePlace, { loading }] = useMutation(ModeratePlaceDocument);
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
