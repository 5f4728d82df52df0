import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField, fieldStyles } from '../../components/ui/form-field';
import { ModalShell } from '../../components/ui/modal-shell';
import { MULTILINE_MAX_LENGTH } from '../../lib/constants';
import { messages } from '../../lib/messages';
import { refusalReason } from './mode-bar-state';
import styles from './moderation.module.css';

interface RefusalModalProps {
  /** Sends the decline; resolves true when it went through (the modal then closes). */
  onSend(reason: string): Promise<boolean>;
  onClose(): void;
}

/** `?modal=moderation_unpublished_reason`: the admin's 'Refusal to publish' form. */
export function RefusalModal({ onSend, onClose }: RefusalModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const words = messages.moderation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = refusalReason(text);
    if (!reason) {
      setError(words.reasonRequired);
      return;
    }
    setSending(true);
    const sent = await onSend(reason);
    setSending(false);
    if (sent) onClose();
  };

  return (
    <ModalShell title={words.refusalTitle} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={words.reason}
          error={error}
          counter={words.counter(text.length, MULTILINE_MAX_LENGTH)}
        >
          {(control) => (
            <textarea
              className={fieldStyles.control}
              maxLength={MULTILINE_MAX_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                // SPEC section 5: after a failed submit the message stays only while it still fails.
                if (error && refusalReason(event.target.value)) setError(undefined);
              }}
              {...control}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" block disabled={sending}>
          {words.send}
        </Button>
      </form>
    </ModalShell>
  );
}
