import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import { DeleteAction } from './delete-modals';
import { usePlaceRemoval } from './use-place-removal';

const text = messages.placeManagement;

interface Managed {
  id: string;
  hasAccess?: boolean | null;
  isStaffed: boolean;
  isDeleted: boolean;
}

/** Who may edit and delete (SPEC section 6): the api's hasAccess, its staff, or an admin. */
export function useCanManage(subject: Managed): boolean {
  const { account } = useSession();
  return canManage(subject, account?.isAdmin === true);
}

/** The rule of {@link useCanManage}, for pages that know the session already. */
export function canManage(subject: Managed, isAdmin: boolean): boolean {
  return subject.hasAccess === true || subject.isStaffed || isAdmin;
}

/**
 * Edit and Delete on the place page for those with access; Delete asks first (modal
 * delete_place), then opens the edit page, where the deleted place can be recovered.
 */
export function PlaceManageLinks({ place }: { place: Managed & { latinName: string } }) {
  const canManage = useCanManage(place);
  const removal = usePlaceRemoval(place.id);
  const navigate = useNavigate();
  if (!canManage) return null;
  return (
    <>
      <ButtonLink variant="secondary" to={paths.placeEdit.getHref(place.latinName)}>
        {text.edit}
      </ButtonLink>
      {place.isDeleted ? null : (
        <DeleteAction
          modal="delete_place"
          words={text}
          busy={removal.busy}
          onConfirm={(close) =>
            void removal.remove().then((deleted) => {
              if (deleted)
                void navigate(paths.placeEdit.getHref(place.latinName), { replace: true });
              else close();
            })
          }
        />
      )}
    </>
  );
}

/** Edit (and, on the edit page, Delete) on the chain page for those with access. */
export function OrganisationManageLinks({ organisation }: { organisation: Managed }) {
  const canManage = useCanManage(organisation);
  if (!canManage || organisation.isDeleted) return null;
  return (
    <ButtonLink variant="secondary" to={paths.organisationEdit.getHref(organisation.id)}>
      {text.edit}
    </ButtonLink>
  );
}
