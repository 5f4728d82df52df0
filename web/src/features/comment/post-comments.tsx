import type { Reference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  FirstPageState,
  firstPageOf,
  ShowMoreFooter,
  useShowMore,
} from '../../components/ui/paged-list';
import {
  PostCommentsDocument,
  type CommentItem_CommentFragment,
  type PostComments_PostFragment,
} from '../../gql/graphql';
import type { CachedPage } from '../../lib/infra/apollo/type-policies';
import { COMMENT_PAGE_SIZE } from '../../lib/constants';
import * as messages from '../../lib/messages';
import { useRequireLogin, useSession } from '../../lib/domain/session';
import type { CommentMode } from './comment-input';
import { CommentItem, type CommentActions } from './comment-item';
import { useCommentLike, useCommentModeration } from './comment-mutations';
import styles from './comments.module.css';
import { useNow } from '../../lib/hooks/use-now';

// The input (with its drafts and image uploads) closes the comments: it loads after the post.
const CommentInput = lazy(() =>
  import('./comment-input').then((module) => ({ default: module.CommentInput })),
);

type Comment = CommentItem_CommentFragment;

interface Thread {
  comment: Comment;
  replies: Comment[];
}

/**
 * Oldest first, each reply under the comment its thread started with (a reply to a reply joins
 * the same thread); a reply whose parent is not loaded stands on its own.
 */
export function threadsOf(comments: readonly Comment[]): Thread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: Comment): Comment => {
    let current = comment;
    const seen = new Set<string>();
    while (current.subjectComment && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.subjectComment.id);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const threads = new Map<string, Thread>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.id === comment.id) threads.set(comment.id, { comment, replies: [] });
    else threads.get(root.id)?.replies.push(comment);
  }
  return [...threads.values()];
}

/**
 * The comments of a post under its card (post page): the list with Show more, likes, replies,
 * edit, delete and hide, and the input. Those who may act as the post's place or chain choose
 * whom they comment as.
 */
export function PostComments({
  post,
  includeHidden = false,
}: {
  post: PostComments_PostFragment;
  /** The news and reviews pages of a place or chain show hidden comments to moderators. */
  includeHidden?: boolean;
}) {
  const client = useApolloClient();
  const { account } = useSession();
  const requireLogin = useRequireLogin();
  const like = useCommentLike();
  const moderation = useCommentModeration();
  const [mode, setMode] = useState<CommentMode>({ kind: 'comment' });
  const [actingAsOutlet, setActingAsOutlet] = useState(false);
  // Comments sent while older pages are still unloaded: shown at the end until a page has them.
  const [sent, setSent] = useState<Comment[]>([]);
  // The time texts' clock: while hydrating, the server's render time, so the texts agree.
  const now = useNow();
  const result = useQuery(PostCommentsDocument, {
    variables: { postId: post.id, includeHidden, offset: 0, limit: COMMENT_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = result;
  const loaded = data?.comments.items;
  const hasMore = data?.comments.hasMore ?? false;
  const more = useShowMore(() => fetchMore({ variables: { offset: loaded?.length ?? 0 } }));

  const comments = useMemo(() => {
    const items = loaded ?? [];
    const ids = new Set(items.map((item) => item.id));
    return [...items, ...sent.filter((item) => !ids.has(item.id))];
  }, [loaded, sent]);
  const threads = useMemo(() => threadsOf(comments), [comments]);

  const outlet = post.place ?? post.organisation;
  // SPEC section 6: a place author with access to the post's place or chain may speak as it.
  const outletName = account?.isAuthorPlace && post.canHide && outlet ? outlet.name : null;
  const asOutlet = outletName !== null && actingAsOutlet;

  function addToList(comment: Comment) {
    if (hasMore) {
      setSent((current) => [...current, comment]);
      return;
    }
    const ref = client.cache.identify({ __typename: 'Comment', id: comment.id });
    client.cache.modify({
      id: 'ROOT_QUERY',
      fields: {
        comments(value: unknown, { storeFieldName, toReference }) {
          const page = value as CachedPage<Reference>;
          if (!storeFieldName.includes(JSON.stringify(post.id)) || !ref) return page;
          if (page.items.some((item) => item.__ref === ref)) return page;
          const added = toReference(ref);
          return added ? { ...page, items: [...page.items, added] } : page;
        },
      },
    });
  }

  const actions: CommentActions = {
    actingAsOutlet: asOutlet,
    viewerId: account?.user.id ?? null,
    onLike: (comment) => requireLogin(() => void like(comment, asOutlet)),
    onReply: (comment) => requireLogin(() => setMode({ kind: 'answer', comment })),
    onEdit: (comment) => setMode({ kind: 'edit', comment }),
    onDelete: (comment) => void moderation.remove(comment.id),
    onHide: (comment) => void moderation.hide(comment.id),
    onRestore: (comment) => void moderation.restore(comment.id),
  };

  return (
    <section className={styles.section} aria-labelledby={`comments-${post.id}`}>
      <h2 id={`comments-${post.id}`} className={styles.title}>
        {messages.comment.title} <span className={styles.count}>{post.commentCount}</span>
      </h2>
      <FirstPageState
        {...firstPageOf(result, comments.length)}
        empty={{ icon: null, title: messages.comment.empty }}
        missingIsEmpty
      />
      {threads.length > 0 ? (
        <ol className={styles.list} aria-label={messages.comment.listLabel}>
          {threads.map((thread) => (
            <li key={thread.comment.id}>
              <CommentItem comment={thread.comment} actions={actions} now={now} />
              {thread.replies.length > 0 ? (
                <ol className={styles.replies}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} actions={actions} now={now} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {comments.length > 0 ? (
        <ShowMoreFooter more={more} hasMore={hasMore} label={messages.comment.showMore} />
      ) : null}
      <Suspense fallback={null}>
        <CommentInput
          postId={post.id}
          mode={mode}
          onReset={() => setMode({ kind: 'comment' })}
          onCreated={addToList}
          outletName={outletName}
          actingAsOutlet={actingAsOutlet}
          onActingChange={setActingAsOutlet}
        />
      </Suspense>
    </section>
  );
}
