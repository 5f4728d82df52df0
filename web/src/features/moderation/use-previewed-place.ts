import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PREVIEW_PARAM } from '../../lib/constants';
import { useSession } from '../../lib/domain/session';
import { placeDrafts } from '../../lib/domain/place-draft/drafts';
import { previewTexts, type PreviewTexts } from './preview-texts';

interface PreviewablePlace extends PreviewTexts {
  id: string;
  hasAccess?: boolean | null;
}

/**
 * The place as the page shows it: in preview mode (the `preview` flag, for those with access) its
 * texts are the pending edit's, the place form's draft; otherwise the saved place.
 */
export function usePreviewedPlace<P extends PreviewablePlace>(place: P | null | undefined) {
  const [searchParams] = useSearchParams();
  const { account } = useSession();
  const previewing =
    searchParams.has(PREVIEW_PARAM) && (place?.hasAccess === true || Boolean(account?.isAdmin));
  const placeId = place?.id;
  // The draft is read once per place and mode: the form that writes it is not on this screen.
  const draft = useMemo(
    () => (previewing && placeId ? placeDrafts.load(placeId) : null),
    [previewing, placeId],
  );
  return useMemo(
    () => (place && draft ? { ...place, ...previewTexts(draft, place.name) } : place),
    [place, draft],
  );
}
