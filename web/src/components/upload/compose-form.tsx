import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { Composer } from '../../lib/infra/upload/use-composer';
import { Button } from '../ui/button';
import { AttachImagesButton } from './attach-images-button';
import { ImageUploadList } from './image-upload-list';
import styles from './compose-form.module.css';

/** The words of an input (messages.chat, messages.comment). */
export interface ComposeWording {
  inputLabel: string;
  placeholder: string;
  attach: string;
  send: string;
  cancel: string;
}

interface ComposeFormProps {
  composer: Composer;
  wording: ComposeWording;
  maxLength: number;
  /** The 'n / max' counter under the field. */
  counter: string;
  /** What the input is doing (answering, editing), with Cancel; null when writing anew. */
  modeTitle: string | null;
  onCancel(): void;
  /** The Cancel button's look, as the feature's other text buttons. */
  cancelClassName?: string;
  /** Which keys send: Enter (Shift+Enter breaks the line), or Ctrl/Cmd+Enter. */
  sendKeys: 'enter' | 'ctrlEnter';
  onSend(): void;
  fieldRef: Ref<HTMLTextAreaElement>;
  /** A taller field. */
  tall?: boolean;
  /** Shown between the mode bar and the field. */
  children?: ReactNode;
}

function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>, keys: 'enter' | 'ctrlEnter') {
  if (event.key !== 'Enter') return false;
  return keys === 'enter'
    ? !event.shiftKey && !event.nativeEvent.isComposing
    : event.ctrlKey || event.metaKey;
}

/**
 * A text input with images: the field with its length limit and counter, the images with upload
 * progress, the attach and send buttons; sending waits for the images.
 */
export function ComposeForm({
  composer,
  wording,
  maxLength,
  counter,
  modeTitle,
  onCancel,
  cancelClassName,
  sendKeys,
  onSend,
  fieldRef,
  tall = false,
  children,
}: ComposeFormProps) {
  const fieldId = useId();
  const { text, setText, uploads, canSend } = composer;
  return (
    <form
      className={styles.form}
      aria-label={wording.inputLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {modeTitle ? (
        <div className={styles.modeBar}>
          <span className={styles.modeTitle}>{modeTitle}</span>
          <button type="button" className={cancelClassName} onClick={onCancel}>
            {wording.cancel}
          </button>
        </div>
      ) : null}
      {children}
      <label htmlFor={fieldId} className="visually-hidden">
        {wording.inputLabel}
      </label>
      <textarea
        id={fieldId}
        ref={fieldRef}
        className={tall ? `${styles.field} ${styles.tall}` : styles.field}
        value={text}
        maxLength={maxLength}
        rows={2}
        placeholder={wording.placeholder}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (!isSendKey(event, sendKeys)) return;
          event.preventDefault();
          onSend();
        }}
      />
      <ImageUploadList uploads={uploads} />
      <div className={styles.bar}>
        <AttachImagesButton uploads={uploads} label={wording.attach} iconOnly variant="ghost" />
        <span className={styles.counter} aria-live="polite">
          {counter}
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          {wording.send}
        </Button>
      </div>
    </form>
  );
}
