import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { describeError, toAppError } from '../../lib/infra/errors';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { placeDrafts } from '../../lib/domain/place-draft/drafts';
import styles from './moderation.module.css';
import { previewSaveInput } from './place-preview';
import { SavePlacePreviewDocument } from '../../gql/graphql';

interface PreviewBarProps {
  placeId: string;
  placeSlug: string;
}

/**
 * Preview mode (SPEC section 2, Layout): the place as its pending edit (the form's draft) would
 * show it. Save applies the edit ('Place is edited'); Return goes back to the edit form, which
 * keeps the draft.
 */
export function PreviewBar({ placeId, placeSlug }: PreviewBarProps) {
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const [draft] = useState(() => placeDrafts.load(placeId));
  const [updatePlace, { loading }] = useMutation(SavePlacePreviewDocument);
  const words = messages.moderation;

  const save = async () => {
    if (!draft) return;
    try {
      const { data } = await updatePlace({
        variables: { id: placeId, input: previewSaveInput(draft) },
      });
      // SPEC section 4: drafts are cleared after a successful save.
      placeDrafts.clear(placeId);
      showSnackbar(words.placeEdited);
      await navigate(paths.place.getHref(data?.updatePlace.latinName ?? placeSlug), {
        replace: true,
      });
    } catch (error) {
      // SPEC section 8: a failed preview save shows the server error's UI message.
      const appError = toAppError(error);
      if (describeError(appError, 'action').surface !== 'none') {
        showSnackbar(appError.message ?? words.editFailed);
      }
    }
  };

  return (
    <section className={styles.bar} aria-label={words.barLabel}>
      <div className={styles.barText}>
        <strong className={styles.barTitle}>{words.previewTitle}</strong>
        <span className={styles.barHint}>{draft ? words.previewText : words.previewMissing}</span>
      </div>
      <div className={styles.barActions}>
        <Button onClick={() => void save()} disabled={!draft || loading}>
          {words.save}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void navigate(paths.placeEdit.getHref(placeSlug))}
          disabled={loading}
        >
          {words.return}
        </Button>
      </div>
    </section>
  );
}
