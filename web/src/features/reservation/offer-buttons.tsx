import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { failureText } from '../../lib/infra/form';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import styles from './reservation.module.css';
import { AcceptOfferDocument, DeclineOfferDocument } from '../../gql/graphql';

const text = messages.waitlist;

/**
 * Accept and Decline of a table offered from the line (on the person's place in line and on the
 * offer's notification). Once answered they give way to nothing: the lists say the outcome. A
 * refusal is said in the snackbar, since the lists, refetched after it, may no longer hold the
 * entry (an offer accepted after it expired has gone to the next in line).
 */
export function OfferButtons({
  entryId,
  onAnswered,
}: {
  entryId: string;
  onAnswered?: () => void;
}) {
  const [accept, accepting] = useMutation(AcceptOfferDocument);
  const [decline, declining] = useMutation(DeclineOfferDocument);
  const [answered, setAnswered] = useState(false);
  const { showSnackbar } = useSnackbar();
  const busy = accepting.loading || declining.loading;
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      setAnswered(true);
      if (done) showSnackbar(done);
    } catch (caught) {
      showSnackbar(failureText(caught, text.cancelFailed));
    }
    onAnswered?.();
  };
  if (answered) return null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => void act(() => decline({ variables: { id: entryId } }))}
      >
        {text.declineOffer}
      </Button>
      <Button
        disabled={busy}
        onClick={() => void act(() => accept({ variables: { id: entryId } }), text.accepted)}
      >
        {text.accept}
      </Button>
    </div>
  );
}
