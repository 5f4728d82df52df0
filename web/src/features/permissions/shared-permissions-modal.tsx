import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/form-field';
import { ModalShell } from '../../components/ui/modal-shell';
import { Spinner } from '../../components/ui/spinner';
import {
  GrantPermissionDocument,
  OrganisationAccessListsDocument,
  PlaceAccessListsDocument,
  RevokePermissionDocument,
  type PermissionPerson_UserFragment,
} from '../../gql/graphql';
import { useActionFailure } from '../../lib/hooks/action-failure';
import * as messages from '../../lib/messages';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { useCheckedText } from '../../lib/hooks/use-checked-text';
import {
  permissionSuccess,
  permissionTargetOf,
  type PermissionRole,
  type PermissionSubject,
  type PermissionTarget,
} from './permission-rules';
import styles from './permissions.module.css';

type Person = PermissionPerson_UserFragment;

interface SharedPermissionsModalProps {
  subject: PermissionSubject;
  id: string;
  name: string;
  onClose(): void;
}

/** The lists of the place or chain, read when the modal opens. */
function useAccessLists(subject: PermissionSubject, id: string) {
  const place = useQuery(PlaceAccessListsDocument, {
    variables: { id },
    skip: subject !== 'place',
    fetchPolicy: 'cache-and-network',
  });
  const organisation = useQuery(OrganisationAccessListsDocument, {
    variables: { id },
    skip: subject !== 'organisation',
    fetchPolicy: 'cache-and-network',
  });
  const lists = subject === 'place' ? place.data?.place : organisation.data?.organisation;
  const loading = subject === 'place' ? place.loading : organisation.loading;
  return { lists, loading };
}

/**
 * `?modal=shared_permissions`: who owns and manages a place or chain, and who asked to. Access is
 * given by user id or e-mail as owner or manager (the person leaves their other role, SPEC section
 * 4), taken back, and requests are approved (as manager) or rejected.
 */
export function SharedPermissionsModal({
  subject,
  id,
  name,
  onClose,
}: SharedPermissionsModalProps) {
  const { lists, loading } = useAccessLists(subject, id);
  const { showSnackbar } = useSnackbar();
  const failed = useActionFailure();
  const [grantPermission, grant] = useMutation(GrantPermissionDocument);
  const [revokePermission, revoke] = useMutation(RevokePermissionDocument);
  const busy = grant.loading || revoke.loading;
  const words = messages.permissions;
  const where = subject === 'place' ? { placeId: id } : { organisationId: id };

  const give = async (target: PermissionTarget, value: PermissionRole): Promise<boolean> => {
    try {
      await grantPermission({ variables: { ...where, ...target, value } });
      showSnackbar(permissionSuccess(subject, 'grant'));
      return true;
    } catch (error) {
      failed(error, words.grantFailed);
      return false;
    }
  };

  const take = async (userId: string) => {
    try {
      await revokePermission({ variables: { ...where, userId } });
      showSnackbar(permissionSuccess(subject, 'revoke'));
    } catch (error) {
      failed(error, words.deleteFailed);
    }
  };

  /** Takes the person off the lists: revoke for owners and managers, reject for requesters. */
  const takeButton = (person: Person, label: string, labelOf: (name: string) => string) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={labelOf(person.displayName)}
      disabled={busy}
      onClick={() => void take(person.id)}
    >
      {label}
    </Button>
  );
  const revokeButton = (person: Person) => takeButton(person, words.revoke, words.revokeOf);

  return (
    <ModalShell title={words.title} subtitle={name} onClose={onClose} size="md">
      <div className={styles.body}>
        {!lists && loading ? <Spinner label={messages.common.loading} /> : null}
        {lists ? (
          <>
            <PeopleSection title={words.owners} people={lists.owners} actions={revokeButton} />
            <PeopleSection title={words.managers} people={lists.managers} actions={revokeButton} />
            {lists.requesters.length > 0 ? (
              <PeopleSection
                title={words.requesters}
                people={lists.requesters}
                actions={(person) => (
                  <>
                    <Button
                      size="sm"
                      aria-label={words.approveOf(person.displayName)}
                      disabled={busy}
                      onClick={() => void give({ userId: person.id }, 'MANAGER')}
                    >
                      {words.approve}
                    </Button>
                    {takeButton(person, words.reject, words.rejectOf)}
                  </>
                )}
              />
            ) : null}
          </>
        ) : null}
        <GrantForm busy={busy} onGrant={give} />
      </div>
    </ModalShell>
  );
}

interface PeopleSectionProps {
  title: string;
  people: readonly Person[];
  actions(person: Person): ReactNode;
}

function PeopleSection({ title, people, actions }: PeopleSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {people.length === 0 ? (
        <p className={styles.muted}>{messages.permissions.nobody}</p>
      ) : (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.id} className={styles.person}>
              <Avatar url={person.avatar?.thumbnail.url} name={person.displayName} size="sm" />
              <span className={styles.who}>
                <span className={styles.name}>{person.displayName}</span>
                {person.email ? <span className={styles.muted}>{person.email}</span> : null}
              </span>
              <span className={styles.actions}>{actions(person)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface GrantFormProps {
  busy: boolean;
  onGrant(target: PermissionTarget, value: PermissionRole): Promise<boolean>;
}

/** Give access: a user id or an e-mail, and the role. */
function GrantForm({ busy, onGrant }: GrantFormProps) {
  const words = messages.permissions;
  const who = useCheckedText(permissionTargetOf, words.whoInvalid);
  const [role, setRole] = useState<PermissionRole>('MANAGER');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = who.check();
    if (target && (await onGrant(target, role))) who.setText('');
  };

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.heading}>{words.grantTitle}</h3>
      <InputField
        label={words.whoLabel}
        error={who.error}
        value={who.text}
        autoComplete="off"
        onChange={(event) => who.change(event.target.value)}
      />
      <fieldset className={styles.roles}>
        <legend className={styles.legend}>{words.roleLabel}</legend>
        {(['OWNER', 'MANAGER'] as const).map((value) => (
          <label key={value} className={styles.role}>
            <input
              type="radio"
              name="permission-role"
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
            />
            {value === 'OWNER' ? words.owner : words.manager}
          </label>
        ))}
      </fieldset>
      <Button type="submit" block disabled={busy}>
        {words.grant}
      </Button>
    </form>
  );
}
