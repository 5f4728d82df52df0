import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField, fieldStyles } from '../../components/ui/form-field';
import { ModalShell } from '../../components/ui/modal-shell';
import { MULTILINE_MAX_LENGTH } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useCheckedText } from '../../lib/hooks/use-checked-text';
import { refusalReason } from './mode-bar-state';
import styles from './moderation.module.css';

interface RefusalModalProps {
  /** Sends the decline; resolves true when it went through (the modal then closes). */
  onSend(reason: string): Promise<boolean>;
  onClose(): void;
}

/** `?modal=moderation_unpublished_reason`: the admin's 'Refusal to publish' form. */
export function RefusalModal({ onSend, onClose }: RefusalModalProps) {
  const words = messages.moderation;
  const reason = useCheckedText(refusalReason, words.reasonRequired);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reason.check();
    if (checked === null) return;
    setSending(true);
    const sent = await onSend(checked);
    setSending(false);
    if (sent) onClose();
  };

  return (
    <ModalShell title={words.refusalTitle} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={words.reason}
          error={reason.error}
          counter={words.counter(reason.text.length, MULTILINE_MAX_LENGTH)}
        >
          {(control) => (
            <textarea
              className={fieldStyles.control}
              maxLength={MULTILINE_MAX_LENGTH}
              value={reason.text}
              onChange={(event) => reason.change(event.target.value)}
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
