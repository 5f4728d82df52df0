import { ModalShell } from '../../components/ui/modal-shell';
import * as messages from '../../lib/messages';
import typography from '../../components/ui/text.module.css';
import styles from './place-sections.module.css';

interface Phone {
  id: string;
  phone: string;
  name?: string | null;
}

/** The 'sheet_phones' sheet: the place's numbers as call links. Only for places with phones. */
export function PhonesSheet({
  placeName,
  phones,
  onClose,
}: {
  placeName: string;
  phones: readonly Phone[];
  onClose(): void;
}) {
  return (
    <ModalShell title={messages.place.phones} subtitle={placeName} onClose={onClose}>
      <ul className={styles.phoneList}>
        {phones.map((phone) => (
          <li key={phone.id}>
            <a href={`tel:${phone.phone.replace(/[^\d+]/g, '')}`} className={styles.phoneLink}>
              <span className={styles.phoneNumber}>{phone.phone}</span>
              {phone.name ? <span className={typography.muted}>{phone.name}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </ModalShell>
  );
}
