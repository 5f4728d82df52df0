import { StarIcon } from './icons';
import styles from './star-row.module.css';

interface StarRowProps {
  /** How many of the stars are filled. */
  filled: number;
  max: number;
  size: number;
}

/** A rating's stars, the first `filled` of `max` in gold; the caller names the rating. */
export function StarRow({ filled, max, size }: StarRowProps) {
  return (
    <>
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          key={index}
          size={size}
          className={index < filled ? styles.on : styles.off}
          fill={index < filled ? 'currentColor' : 'none'}
        />
      ))}
    </>
  );
}
