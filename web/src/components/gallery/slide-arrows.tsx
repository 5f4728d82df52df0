import type { ReactNode } from 'react';
import * as messages from '../../lib/messages';
import { wrapIndex } from './carousel';
import styles from './slide-arrows.module.css';

export type SlideDirection = 'previous' | 'next';

interface SlideArrowsProps {
  /** The slide shown and how many there are; a single slide has no arrows. */
  current: number;
  count: number;
  onShow(index: number): void;
  /** The buttons' look. */
  className?: string;
  /** What each button shows; the ‹ and › characters unless given. */
  icon?(direction: SlideDirection): ReactNode;
}

const textArrows = (direction: SlideDirection) => (direction === 'previous' ? '‹' : '›');

/** Previous and next over a circular run of slides: after the last comes the first, and back. */
export function SlideArrows({
  current,
  count,
  onShow,
  className,
  icon = textArrows,
}: SlideArrowsProps) {
  if (count <= 1) return null;
  const arrow = (direction: SlideDirection, step: number) => (
    <button
      type="button"
      className={`${className ?? ''} ${styles.arrow} ${styles[direction]}`}
      aria-label={messages.gallery[direction]}
      onClick={() => onShow(wrapIndex(current + step, count))}
    >
      {icon(direction)}
    </button>
  );
  return (
    <>
      {arrow('previous', -1)}
      {arrow('next', 1)}
    </>
  );
}
