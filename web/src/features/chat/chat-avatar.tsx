import { UserIcon } from '../../components/ui/icons';
import type { NotificationActor_ActorFragment } from '../../gql/graphql';

/** A person's, place's or chain's thumbnail, or the person icon when there is none. */
export function ChatAvatar({
  actor,
  size,
}: {
  actor: NotificationActor_ActorFragment;
  size: number;
}) {
  return actor.thumbnailUrl ? (
    <img src={actor.thumbnailUrl} alt="" width={size} height={size} />
  ) : (
    <UserIcon size={Math.round(size / 2)} />
  );
}
