import { useEffect, useMemo, useRef, useState } from 'react';
import { readTextDraft, writeTextDraft } from './text-draft';
import { useImageUploads, type ImageSet, type ImageUploads } from './use-image-uploads';

/** What is being edited: a message or comment as it is. */
export interface Edited {
  id: string;
  text: string;
  imageSets: ImageSet[];
}

interface ComposerOptions {
  /** Where the draft is kept between visits (a storage key per chat or post). */
  draftKey: string;
  maxImages: number;
  /** The message or comment being edited, or null to write a new one. */
  editing: Edited | null;
  /** A send or save is under way. */
  busy: boolean;
}

export interface Composer {
  isEdit: boolean;
  /** The text and images in the input: the edit's while editing, else the draft's. */
  text: string;
  setText(text: string): void;
  uploads: ImageUploads;
  canSend: boolean;
  draftText: string;
  setDraftText(update: string | ((current: string) => string)): void;
  draftUploads: ImageUploads;
  /** The draft's uploaded images. */
  draftImages: ImageSet[];
  /** Empties the draft, text and images. */
  clearDraft(): void;
}

function uploadedImageSets(items: ImageUploads['items']): ImageSet[] {
  return items.flatMap((item) => (item.imageSet ? [item.imageSet] : []));
}

/**
 * The text and images of a message or comment input. The draft is kept apart from an edit, so an
 * edit never overwrites the draft and Cancel finds it again; the draft is stored per `draftKey`
 * (dropped when empty), an edit is not kept.
 */
export function useComposer({ draftKey, maxImages, editing, busy }: ComposerOptions): Composer {
  const [initialDraft] = useState(() => readTextDraft(draftKey));
  const [draftText, setDraftText] = useState(initialDraft.text);
  const draftUploads = useImageUploads({ max: maxImages, initial: initialDraft.imageSets });
  const [editText, setEditText] = useState('');
  const editUploads = useImageUploads({ max: maxImages });

  const editingId = editing?.id ?? null;
  const [editFor, setEditFor] = useState<string | null>(null);
  if (editing && editFor !== editing.id) {
    // A new edit starts from the text as it is (adjusting state while rendering).
    setEditFor(editing.id);
    setEditText(editing.text);
  }
  if (!editing && editFor !== null) setEditFor(null);

  // Only a new edit starts its images over; a refreshed copy of the same item (a like, a new
  // count) keeps what was changed. The item itself is read through a ref for that reason.
  const editingRef = useRef(editing);
  useEffect(() => {
    editingRef.current = editing;
  });
  const { reset: resetEditUploads } = editUploads;
  useEffect(() => {
    const edited = editingRef.current;
    if (editingId && edited) resetEditUploads(edited.imageSets);
  }, [editingId, resetEditUploads]);

  const draftImages = useMemo(() => uploadedImageSets(draftUploads.items), [draftUploads.items]);
  useEffect(() => {
    writeTextDraft(draftKey, { text: draftText, imageSets: draftImages });
  }, [draftKey, draftText, draftImages]);

  const isEdit = editing !== null;
  const text = isEdit ? editText : draftText;
  const uploads = isEdit ? editUploads : draftUploads;
  const empty = text.trim() === '' && uploads.imageIds.length === 0;
  const { reset: resetDraftUploads } = draftUploads;
  return {
    isEdit,
    text,
    setText: isEdit ? setEditText : setDraftText,
    uploads,
    canSend: !empty && !uploads.isUploading && !busy,
    draftText,
    setDraftText,
    draftUploads,
    draftImages,
    clearDraft() {
      setDraftText('');
      resetDraftUploads();
      writeTextDraft(draftKey, { text: '', imageSets: [] });
    },
  };
}
