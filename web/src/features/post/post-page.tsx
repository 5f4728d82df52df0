import { useQuery } from '@apollo/client/react';
import { Suspense, type ReactNode } from 'react';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { PostLikesModalSlot } from './likes-modal-slot';
import { PostCard, type PostCardPost } from './post-card';
import styles from './post-page.module.css';
import { errorPage, usePageGuard } from '../../components/ui/page-guard';
import { NotFoundPage } from '../../components/ui/error-page';
import { PostPageDocument } from '../../gql/graphql';

/** The page title: the post's first words (the text can be long), else 'Post'. */
export function postTitle(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  if (line.length <= 60) return line || messages.post.untitled;
  return `${line.slice(0, 60).replace(/\s+\S*$/, '')}…`;
}

function crumbsOf(post: PostCardPost): Crumb[] {
  const crumbs: Crumb[] = [{ label: messages.post.home, href: paths.home.getHref() }];
  if (post.place) {
    crumbs.push({ label: post.place.name, href: paths.place.getHref(post.place.latinName) });
  } else if (post.organisation) {
    crumbs.push({
      label: post.organisation.name,
      href: paths.organisation.getHref(post.organisation.id),
    });
  }
  crumbs.push({ label: messages.post.types[post.type] });
  return crumbs;
}

interface PostPageProps {
  postId: string;
  /** What goes under the card: the comments (their own feature). */
  comments?(post: PostCardPost): ReactNode;
}

/** `/posts/{postId}`: the card in full, then its comments. */
export function PostPage({ postId, comments }: PostPageProps) {
  const { data, loading, error } = useQuery(PostPageDocument, { variables: { id: postId } });
  const post = data?.post;
  const guard = usePageGuard({
    found: Boolean(post),
    loading,
    error,
    short: true,
    // SPEC section 8: a post that is not there (400 or 404) has its own not-found words.
    renderError: (kind) =>
      kind === 'notFound' ? <NotFoundPage words={messages.post.notFound} /> : errorPage(kind),
  });
  useHead({
    title: post ? postTitle(post.text) : messages.common.loading,
    description: post?.text ? post.text.slice(0, 160) : undefined,
    noIndex: post ? post.isDeleted || post.isHidden : false,
    canonical: post ? paths.post.getHref(post.id) : undefined,
  });

  if (guard || !post) return guard;
  return (
    <>
      {/* The page's parts are hydrated apart (Suspense boundaries), the comments last. */}
      <Suspense fallback={null}>
        <Breadcrumbs crumbs={crumbsOf(post)} />
      </Suspense>
      <div className={styles.page}>
        {/* Not the post's text: the card shows that, and a second copy would be read twice. */}
        <h1 className="visually-hidden">
          {messages.post.pageHeading(messages.post.types[post.type])}
        </h1>
        <Suspense fallback={null}>
          <PostCard post={post} mode="full" />
        </Suspense>
        <Suspense fallback={null}>{comments?.(post)}</Suspense>
      </div>
      <PostLikesModalSlot />
    </>
  );
}
