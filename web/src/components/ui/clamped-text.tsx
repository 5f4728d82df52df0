import { useState, type CSSProperties } from 'react';
import { useClampOverflow } from '../../lib/hooks/use-clamp-overflow';
import textStyles from './text.module.css';

/** The classes of the block around the text, of the text, and of its More / Collapse button. */
export interface ClampedTextLook {
  block?: string;
  text?: string;
  toggle?: string;
}

interface ClampedTextProps {
  text: string;
  /** How many lines show before More (SPEC section 9). */
  lines: number;
  /** False shows the whole text without More (a post on its own page). */
  clamp?: boolean;
  /** More and Collapse in the words of what the text belongs to. */
  labels: { more: string; collapse: string };
  look: ClampedTextLook;
  /** The text's own style beyond its classes, such as a fixed line height. */
  style?: CSSProperties;
}

/** A post's or comment's text cut after some lines, with More and Collapse when it overflows. */
export function ClampedText({ text, lines, clamp = true, labels, look, style }: ClampedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const clamped = clamp && !expanded;
  const { ref, overflows } = useClampOverflow(text, lines, clamped);

  if (!text) return null;
  return (
    <div className={look.block}>
      <p
        ref={ref}
        className={clamped ? `${look.text} ${textStyles.clamped}` : look.text}
        style={{ ...style, '--clamp-lines': lines } as CSSProperties}
      >
        {text}
      </p>
      {clamp && (overflows || expanded) ? (
        <button
          type="button"
          className={look.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? labels.collapse : labels.more}
        </button>
      ) : null}
    </div>
  );
}
