import { useQuery } from '@apollo/client/react';
import { fieldStyles, type FieldControlProps } from '../../components/ui/form-field';
import * as messages from '../../lib/messages';
import { PickableOrganisationsDocument } from '../../gql/graphql';

const text = messages.placeManagement;

interface OrganisationSelectProps extends Partial<FieldControlProps> {
  value: string;
  /** The place's chain now, kept in the list even when the person may not pick it. */
  current?: { id: string; name: string } | null;
  onChange(id: string): void;
}

/**
 * The chain of a place (SPEC section 6): admins and content managers see every chain; staff only
 * the chains they staff that have an owner. The gateway's pickableOrganisations decides.
 */
export function OrganisationSelect({ value, current, onChange, ...aria }: OrganisationSelectProps) {
  const { data } = useQuery(PickableOrganisationsDocument);
  const items = data?.pickableOrganisations.items ?? [];
  const options =
    current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
  return (
    <select
      className={fieldStyles.control}
      {...aria}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{text.noOrganisation}</option>
      {options.map((organisation) => (
        <option key={organisation.id} value={organisation.id}>
          {organisation.name}
        </option>
      ))}
    </select>
  );
}
