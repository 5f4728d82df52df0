import { graphql } from '../../gql/gql';

/**
 * Publishes or unpublishes a place; the answer is what the moderation notice reads, and it updates
 * the cached place wherever it shows.
 */
export const ModeratePlaceMutation = graphql(`
  mutation ModeratePlace($id: ID!, $status: ModerationStatus!, $reason: String) {
    moderatePlace(id: $id, status: $status, reason: $reason) {
      ...ModerationNotice_place
    }
  }
`);
