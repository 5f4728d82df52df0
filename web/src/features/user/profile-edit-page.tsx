import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSnackbar } from '../../lib/hooks/snackbar';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ProfileForm } from './profile-form';
import card from '../../components/ui/card.module.css';
import styles from './profile-edit-page.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';
import { ProfileEditDocument } from '../../gql/graphql';

interface ProfileEditPageProps {
  userId: string;
}

/**
 * /users/{userId}/edit, once the route has checked the viewer may edit this profile: the profile
 * form; a save says 'Profile is edited' and returns to the profile.
 */
export function ProfileEditPage({ userId }: ProfileEditPageProps) {
  const { data, loading, error } = useQuery(ProfileEditDocument, { variables: { id: userId } });
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const user = data?.user;
  const guard = usePageGuard({ found: Boolean(user), loading, error, keepNavbar: true });
  useHead({ title: user?.displayName ?? messages.profile.editTitle, noIndex: true });

  if (guard || !user) return guard;
  if (user.isDeleted) return errorPage('notFound');

  return (
    <div className={styles.page}>
      <Breadcrumbs
        look="profile"
        crumbs={[
          { label: user.displayName, href: paths.user.getHref(user.id) },
          { label: messages.profile.editTitle },
        ]}
      />
      <section className={`${card.card} ${styles.card}`}>
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
