import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { countryOfCity } from '../../components/phone/countries';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Button } from '../../components/ui/button';
import card from '../../components/ui/card.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';
import { DEFAULT_PHONE_COUNTRY } from '../../lib/constants';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { placeCrumbs } from '../../lib/domain/place-crumbs';
import { useSession } from '../../lib/domain/session';
import { DeleteAction } from './delete-modals';
import { canManage } from './manage-links';
import { PlaceEditForm } from './place-edit-form';
import { ModerationBadge } from '../moderation/moderation-badge';
import { usePlaceRemoval } from './use-place-removal';
import styles from './place-form.module.css';
import { PlaceEditDocument } from '../../gql/graphql';

const text = messages.placeManagement;

/**
 * /{placeId}/edit for those with access (SPEC section 6: admins, its staff, content managers
 * while it has no owner): the whole place form, Delete (modal delete_place) and, for a deleted
 * place, Recover.
 */
export function PlaceEditPage({ placeId }: { placeId: string }) {
  const { data, loading, error } = useQuery(PlaceEditDocument, { variables: { id: placeId } });
  const { account } = useSession();
  const navigate = useNavigate();
  const place = data?.place;
  const removal = usePlaceRemoval(place?.id ?? placeId);
  const guard = usePageGuard({ found: Boolean(place), loading, error, keepNavbar: true });
  useHead({ title: place ? `${text.editTitle}: ${place.name}` : text.editTitle, noIndex: true });

  if (guard || !place) return guard;
  if (!canManage(place, account?.isAdmin === true)) return errorPage('accessDenied');

  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={placeCrumbs(place, [{ label: text.editTitle }])} />
      <section className={`${card.card} ${styles.card}`}>
        <div className={styles.inline}>
          <h1 className={`${styles.title} ${styles.value}`}>{text.editTitle}</h1>
          <ModerationBadge status={place.moderationStatus} />
        </div>
        {place.isDeleted ? (
          <div className={styles.inline} role="status">
            <span className={styles.value}>{text.isDeleted}</span>
            <Button disabled={removal.busy} onClick={() => void removal.recover()}>
              {text.recover}
            </Button>
          </div>
        ) : null}
        <PlaceEditForm
          key={place.id}
          place={place}
          phoneCountry={countryOfCity(place.city?.latinName ?? '')?.code ?? DEFAULT_PHONE_COUNTRY}
          onSaved={(saved) => {
            if (saved.latinName !== placeId && saved.id !== placeId) {
              void navigate(paths.placeEdit.getHref(saved.latinName), { replace: true });
            }
          }}
        />
        {place.isDeleted ? null : (
          <div className={styles.actions}>
            <DeleteAction
              modal="delete_place"
              words={text}
              busy={removal.busy}
              onConfirm={(close) => void removal.remove().then(close)}
            />
          </div>
        )}
      </section>
    </div>
  );
}
