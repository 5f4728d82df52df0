import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The app's modals, by the name in the URL's `modal` parameter (SPEC section 2 lists the names). */
export type ModalName =
  | 'login'
  // The steps of signing in; all render the one auth modal.
  | 'registration'
  | 'confirm_login'
  | 'confirm_registration'
  | 'restore_password'
  | 'confirm_restore_password'
  | 'edit_user'
  | 'city'
  // The place filter sheet and the map modal.
  | 'sheet_filter'
  | 'map_modal'
  // The place page's phones.
  | 'sheet_phones'
  // Access to a place or chain: asking for it, and who has it; the admin's refusal to publish.
  | 'request_permission'
  | 'shared_permissions'
  | 'moderation_unpublished_reason'
  // Settings: confirm deleting one's own account.
  | 'delete_user'
  // Follower lists: a person's (`modal_id` the user id) and a place's (the place id).
  | 'followers'
  | 'following_users'
  | 'following_places'
  | 'place_followers'
  // Who liked a post (`modal_id` holds the post id).
  | 'user_likes'
  // The place form: an album or menu (`modal_id` its id), the avatar, logo and background.
  | 'edit_album_place'
  | 'edit_menu_place'
  | 'edit_avatar_place'
  // Deleting a place or a chain.
  | 'delete_place'
  | 'delete_organisation';

export const MODAL_PARAM = 'modal';
export const MODAL_ID_PARAM = 'modal_id';

/**
 * Closes what a URL parameter opened (a modal, the gallery): goes back when the app navigated to
 * it, else removes the parameters (a shared link opened it directly, nothing to go back to).
 */
export function useCloseParams(
  /** A constant list (its identity keeps the callback stable). */
  names: readonly string[],
  options: {
    /** Whether the app navigated to it, when the caller decided that earlier. */
    openedInApp?: boolean;
  } = {},
) {
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  // react-router gives the first location of the session the key 'default': nothing to go back to.
  const hasHistory = options.openedInApp ?? key !== 'default';

  return useCallback(() => {
    if (hasHistory) {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const name of names) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [hasHistory, navigate, setSearchParams, names]);
}

const MODAL_PARAMS = [MODAL_PARAM, MODAL_ID_PARAM] as const;

/**
 * Modals live in the URL (`?modal=login`), so they survive reloads and the back button closes them.
 * Closing goes back when the modal was opened by a navigation inside the app, else it removes the
 * parameter (a shared link that opened the modal directly).
 */
export function useModal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const modal = searchParams.get(MODAL_PARAM);

  const openModal = useCallback(
    (name: ModalName, id?: string) => {
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(MODAL_PARAM, name);
        if (id) next.set(MODAL_ID_PARAM, id);
        else next.delete(MODAL_ID_PARAM);
        return next;
      });
    },
    [setSearchParams],
  );

  const closeModal = useCloseParams(MODAL_PARAMS);

  return { modal, modalId: searchParams.get(MODAL_ID_PARAM), openModal, closeModal };
}
