import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import card from '../../components/ui/card.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';
import { useActionFailure } from '../../lib/hooks/action-failure';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { DeleteAction } from './delete-modals';
import { canManage } from './manage-links';
import { organisationDrafts } from '../../lib/domain/place-draft/drafts';
import { OrganisationForm } from './organisation-form';
import styles from './place-form.module.css';
import { DeleteOrganisationDocument, OrganisationEditDocument } from '../../gql/graphql';

const text = messages.organisationManagement;

/** /organisations/create (reached from /staffed): a new chain, then its page. */
export function OrganisationCreatePage() {
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  useHead({ title: text.createTitle, noIndex: true });
  return (
    <div className={styles.page}>
      <Breadcrumbs
        look="profile"
        crumbs={[
          { label: messages.placeManagement.staffedTitle, href: paths.staffed.getHref() },
          { label: text.createTitle },
        ]}
      />
      <section className={`${card.card} ${styles.card}`}>
        <h1 className={styles.title}>{text.createTitle}</h1>
        <OrganisationForm
          organisation={null}
          onSaved={(organisation) => {
            showSnackbar(text.created);
            void navigate(paths.organisation.getHref(organisation.id), { replace: true });
          }}
        />
      </section>
    </div>
  );
}

/**
 * /organisations/{id}/edit for those with access: the chain form ('Chain is edited') and Delete
 * (modal delete_organisation).
 */
export function OrganisationEditPage({ organisationId }: { organisationId: string }) {
  const { data, loading, error } = useQuery(OrganisationEditDocument, {
    variables: { id: organisationId },
  });
  const { account } = useSession();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const showFailure = useActionFailure();
  const [deleteOrganisation, deleting] = useMutation(DeleteOrganisationDocument);
  const organisation = data?.organisation;
  const guard = usePageGuard({ found: Boolean(organisation), loading, error, keepNavbar: true });
  useHead({ title: text.editTitle, noIndex: true });

  if (guard || !organisation) return guard;
  if (!canManage(organisation, account?.isAdmin === true)) return errorPage('accessDenied');
  if (organisation.isDeleted) return errorPage('notFound');

  const remove = async (close: () => void) => {
    try {
      await deleteOrganisation({ variables: { id: organisation.id } });
      organisationDrafts.clear(organisation.id);
      showSnackbar(text.deleted);
      void navigate(paths.staffed.getHref(), { replace: true });
    } catch (failure) {
      showFailure(failure, text.deleteFailed);
      close();
    }
  };

  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { label: messages.place.home, href: paths.home.getHref() },
          { label: organisation.name, href: paths.organisation.getHref(organisation.id) },
          { label: text.editTitle },
        ]}
      />
      <section className={`${card.card} ${styles.card}`}>
        <h1 className={styles.title}>{text.editTitle}</h1>
        <OrganisationForm
          key={organisation.id}
          organisation={organisation}
          onSaved={(saved) => {
            showSnackbar(text.edited);
            void navigate(paths.organisation.getHref(saved.id));
          }}
        />
        <div className={styles.actions}>
          <DeleteAction
            modal="delete_organisation"
            words={text}
            busy={deleting.loading}
            onConfirm={(close) => void remove(close)}
          />
        </div>
      </section>
    </div>
  );
}
