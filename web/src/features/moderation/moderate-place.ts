import { graphql } from '../../gql/gql';

/** Publishes or unpublishes a place; the answer updates the cached place wherever it shows. */
export const ModeratePlaceMutation = graphql(`
  mutation ModeratePlace($id: ID!, $status: ModerationStatus!, $reason: String) {
    moderatePlace(id: $id, status: $status, reason: $reason) {
      id
      moderationStatus
      moderationUnpublishedReason
    }
  }
`);
