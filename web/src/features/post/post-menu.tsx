import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { MoreIcon } from './post-icons';
import styles from './post-card.module.css';

// The dialog's frame (and its focus trap) loads when Delete is chosen: a card needs none of it before.
const ModalShell = lazy(() =>
  import('../../components/ui/modal-shell').then((module) => ({ default: module.ModalShell })),
);

/** A menu item that closes the menu, then acts. */
function MenuAction({
  label,
  close,
  onSelect,
}: {
  label: string;
  close(): void;
  onSelect(): void;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.menuItem}
        onClick={() => {
          close();
          onSelect();
        }}
      >
        {label}
      </button>
    </li>
  );
}

interface PostMenuProps {
  postId: string;
  /** Edit and Delete (SPEC section 6, hasAccess). */
  canEdit: boolean;
  /** Hide (staff or content manager of the post's place or chain who did not write it). */
  canHide: boolean;
  onDelete(): void;
  onHide(): void;
}

/** The card's actions menu: Edit, Delete (after 'Delete post?') and Hide, for those allowed. */
export function PostMenu({ postId, canEdit, canHide, onDelete, onHide }: PostMenuProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!canEdit && !canHide) return null;
  const closeMenu = () => setOpen(false);
  const confirm = () => setConfirming(true);
  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={messages.post.actions}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <ul id={menuId} className={styles.menuList}>
          {canEdit ? (
            <>
              <li>
                <Link className={styles.menuItem} to={paths.postEdit.getHref(postId)}>
                  {messages.post.edit}
                </Link>
              </li>
              <MenuAction label={messages.post.delete} close={closeMenu} onSelect={confirm} />
            </>
          ) : null}
          {canHide ? (
            <MenuAction label={messages.post.hide} close={closeMenu} onSelect={onHide} />
          ) : null}
        </ul>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ModalShell title={messages.post.deleteTitle} onClose={() => setConfirming(false)}>
            <div className={styles.confirmActions}>
              <Button
                onClick={() => {
                  setConfirming(false);
                  onDelete();
                }}
              >
                {messages.post.delete}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {messages.post.cancel}
              </Button>
            </div>
          </ModalShell>
        </Suspense>
      ) : null}
    </div>
  );
}
