// The GraphQL documents of running a place, as the place-management integration files send
// them, and the set-up they share.
import type { People } from './people.js';

const PLACE_FIELDS = /* GraphQL */ `
  fragment ManagedPlace on Place {
    id
    name
    latinName
    status
    moderationStatus
    moderationUnpublishedReason
    isOwned
    isManaged
    isStaffed
    isRequested
    hasAccess
    owners {
      id
    }
    managers {
      id
    }
    requesters {
      id
    }
    phones {
      id
      phone
    }
    schedules {
      id
      isMain
      items {
        dayOfWeek
        startAt
        endAt
      }
    }
    galleries {
      id
      title
      orderNumber
      photosCount
    }
    features {
      smokeZone
      wifi
    }
    averageCheck
  }
`;

export interface ManagedPlace {
  id: string;
  latinName: string;
  status: string;
  moderationStatus: string;
  moderationUnpublishedReason: string | null;
  isOwned: boolean;
  isManaged: boolean;
  isStaffed: boolean;
  isRequested: boolean;
  hasAccess: boolean | null;
  owners: { id: string }[];
  managers: { id: string }[];
  requesters: { id: string }[];
  phones: { id: string; phone: string }[];
  schedules: { id: string; isMain: boolean; items: unknown[] }[];
  features: { smokeZone: number | null; wifi: number | null } | null;
  averageCheck: string | null;
}

/** An operation (`head`) whose one field (`field`, with its arguments) answers a ManagedPlace. */
const managedPlace = (head: string, field: string) => /* GraphQL */ `
  ${head} {
    ${field} {
      ...ManagedPlace
    }
  }
  ${PLACE_FIELDS}
`;
export const CREATE = managedPlace(
  'mutation Create($input: PlaceInput!)',
  'createPlace(input: $input)',
);
export const UPDATE = managedPlace(
  'mutation Update($id: ID!, $input: PlaceInput!)',
  'updatePlace(id: $id, input: $input)',
);
export const READ = managedPlace('query Read($id: ID!)', 'place(id: $id)');
export const MODERATE = /* GraphQL */ `
  mutation Moderate($id: ID!, $status: ModerationStatus!, $reason: String) {
    moderatePlace(id: $id, status: $status, reason: $reason) {
      id
      moderationStatus
      moderationUnpublishedReason
    }
  }
`;
export const NOTIFICATIONS = /* GraphQL */ `
  query Notifications {
    notifications(limit: 50) {
      items {
        type
        outcome
        objectId
      }
    }
  }
`;

/** London's id, read from the api. */
export async function londonId(people: People): Promise<string> {
  const city = await people.rest<{ city: { id: string } }>(
    'GET',
    '/cities/london-england-united-kingdom',
  );
  return city.city.id;
}
