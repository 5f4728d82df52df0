import { lazy, Suspense } from 'react';
import { useModal } from '../../lib/infra/modal';

// The likers modal loads when first opened, not with every screen of post cards.
const LikersModal = lazy(() =>
  import('./likers-modal').then((module) => ({ default: module.LikersModal })),
);

/** Renders the likers modal while the URL asks for it; every screen with post cards has one. */
export function PostLikesModalSlot() {
  const { modal, modalId, closeModal } = useModal();
  if (modal !== 'user_likes' || !modalId) return null;
  return (
    <Suspense fallback={null}>
      <LikersModal postId={modalId} onClose={closeModal} />
    </Suspense>
  );
}
