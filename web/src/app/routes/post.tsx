import { useParams } from 'react-router';
import { PostComments } from '../../features/comment/post-comments';
import { PostPage } from '../../features/post/post-page';

/** `/posts/{postId}`: one post in full, with its comments. */
export function PostRoute() {
  const { postId = '' } = useParams();
  return (
    <PostPage key={postId} postId={postId} comments={(post) => <PostComments post={post} />} />
  );
}
