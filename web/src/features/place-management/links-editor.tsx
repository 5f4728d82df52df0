import { Button } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import * as messages from '../../lib/messages';
import { newLink, type LinkValue, replaceAt } from '../../lib/domain/place-draft/place-form-values';
import styles from './place-form.module.css';

const text = messages.placeManagement;

/** The place's links: added and removed freely; empty ones are left out on save. */
export function LinksEditor({
  links,
  onChange,
}: {
  links: LinkValue[];
  onChange(links: LinkValue[]): void;
}) {
  const change = (index: number, link: LinkValue) => onChange(replaceAt(links, index, link));
  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{text.links}</legend>
      {links.map((link, index) => (
        <div key={link.id} className={styles.inline}>
          <input
            className={fieldStyles.control}
            aria-label={`${text.linkName} ${index + 1}`}
            placeholder={text.linkName}
            value={link.name}
            onChange={(event) => change(index, { ...link, name: event.target.value })}
          />
          <input
            className={fieldStyles.control}
            type="url"
            inputMode="url"
            aria-label={`${text.linkAddress} ${index + 1}`}
            placeholder="https://"
            value={link.link}
            onChange={(event) => change(index, { ...link, link: event.target.value })}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange(links.filter((_, at) => at !== index))}
          >
            {text.removeLink}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...links, newLink()])}>
          {text.addLink}
        </Button>
      </div>
    </fieldset>
  );
}
