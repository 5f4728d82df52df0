import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { graphql } from '../../gql/gql';
import type { ErrorPageKind } from '../../lib/errors';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSnackbar } from '../../lib/snackbar';
import { useRequestError } from '../../lib/use-request-error';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ProfileForm } from './profile-form';
import styles from './profile-edit-page.module.css';

export const ProfileEditQuery = graphql(`
  query ProfileEdit($id: ID!) {
    user(id: $id) {
      id
      displayName
      isDeleted
      ...ProfileForm_user
    }
  }
`);

interface ProfileEditPageProps {
  userId: string;
  renderError(kind: ErrorPageKind): ReactNode;
}

/**
 * /users/{userId}/edit, once the route has checked the viewer may edit this profile: the profile
 * form; a save says 'Profile is edited' and returns to the profile.
 */
export function ProfileEditPage({ userId, renderError }: ProfileEditPageProps) {
  const { data, loading, error } = useQuery(ProfileEditQuery, { variables: { id: userId } });
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const user = data?.user;
  const pageError = useRequestError(error ?? null, 'page');
  useHead({ title: user?.displayName ?? messages.profile.editTitle, noIndex: true });

  if (pageError) return renderError(pageError.page ?? 'notFound');
  if (loading && !user) {
    return (
      <div className={styles.center}>
        <Spinner label={messages.common.loading} />
      </div>
    );
  }
  if (!user || user.isDeleted) return renderError('notFound');

  return (
    <div className={styles.page}>
      <Breadcrumbs
        look="profile"
        crumbs={[
          { label: user.displayName, href: paths.user.getHref(user.id) },
          { label: messages.profile.editTitle },
        ]}
      />
      <section className={styles.card}>
        <h1 className={styles.title}>{messages.profile.editTitle}</h1>
        <ProfileForm
          user={user}
          onSaved={(saved) => {
            showSnackbar(messages.profile.edited);
            void navigate(paths.user.getHref(saved.id), { replace: true });
          }}
        />
      </section>
    </div>
  );
}
