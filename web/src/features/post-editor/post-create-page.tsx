import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import {
  CreatePostDocument,
  CurrentCityDocument,
  PostEditorOrganisationDocument,
  PostEditorPlaceDocument,
  type CreatePostInput,
  type PostType,
} from '../../gql/graphql';
import { toAppError } from '../../lib/infra/errors';
import { formFailures } from '../../lib/infra/form';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/domain/session';
import {
  clearPostDraft,
  draftKey,
  emptyDraft,
  loadPostDraft,
  movePostDraft,
  savePostDraft,
  type PostDraft,
} from './drafts';
import { addPostToFeeds } from './feed-cache';
import { PostForm, type PostFormValues } from './post-form';
import { canActAsOutlet, decidePostType, hasOutletAccess } from './post-type';
import card from '../../components/ui/card.module.css';
import styles from './post-editor.module.css';

interface PostCreatePageProps {
  /** The current city (URL, stored or default): where an impression is. */
  cityLatinName: string;
  placeId: string | null;
  organisationId: string | null;
}

/** The request of SPEC section 5: placeId or organisationId only for news and reviews, a rating
 * only for reviews, cityId with lat and lon only for impressions. */
export function createPostInput(
  type: PostType,
  values: PostFormValues,
  where: {
    placeId: string | null;
    organisationId: string | null;
    city: { id: string; lat: number; lon: number } | null;
  },
): CreatePostInput {
  const input: CreatePostInput = { type, text: values.text, imageIds: values.imageIds };
  if (type === 'REVIEW') {
    input.placeId = where.placeId;
    input.rating = values.rating;
  } else if (type === 'NEWS') {
    if (where.placeId) input.placeId = where.placeId;
    else input.organisationId = where.organisationId;
    input.byOutlet = values.byOutlet;
  } else if (where.city) {
    // Without a point chosen on the map, an impression stands at its city's centre.
    const point = values.location ?? { lat: where.city.lat, lon: where.city.lon };
    input.cityId = where.city.id;
    input.lat = point.lat;
    input.lon = point.lon;
  }
  return input;
}

/**
 * /posts/create (optionally `?placeId=` or `?organisationId=`): the type follows SPEC section 4's
 * rules, the draft is kept per start in local storage until published, and publishing goes to the
 * new post's page with the post already at the top of the cached feeds it belongs to.
 */
export function PostCreatePage({ cityLatinName, placeId, organisationId }: PostCreatePageProps) {
  const { account } = useSession();
  const navigate = useNavigate();
  const [createPost] = useMutation(CreatePostDocument);
  const [error, setError] = useState<string | null>(null);
  const key = draftKey({ placeId, organisationId });
  const [initial] = useState(() => loadPostDraft(key) ?? emptyDraft);

  const placeResult = useQuery(PostEditorPlaceDocument, {
    variables: { id: placeId ?? '' },
    skip: !placeId,
  });
  const organisationResult = useQuery(PostEditorOrganisationDocument, {
    variables: { id: organisationId ?? '' },
    skip: !organisationId || Boolean(placeId),
  });
  const cityResult = useQuery(CurrentCityDocument, { variables: { latinName: cityLatinName } });
  useHead({ title: messages.postEditor.createTitle, noIndex: true });

  const place = placeId ? (placeResult.data?.place ?? null) : null;
  const organisation =
    organisationId && !placeId ? (organisationResult.data?.organisation ?? null) : null;
  const outlet = place ?? organisation;
  const outletAccess = hasOutletAccess(account, outlet);
  const type = decidePostType({
    place: Boolean(place),
    organisation: Boolean(organisation),
    outletAccess,
    location: false,
  });
  const city = outlet?.city ?? cityResult.data?.city ?? null;

  const onDraftChange = useCallback((draft: PostDraft) => savePostDraft(key, draft), [key]);
  const selectHref = useMemo(() => {
    const query = placeId ? `?placeId=${encodeURIComponent(placeId)}` : '';
    return `${paths.postCreateSelect.getHref()}${query}`;
  }, [placeId]);

  const loadingOutlet =
    (placeId && placeResult.loading && !placeResult.data) ||
    (organisationId && !placeId && organisationResult.loading && !organisationResult.data);
  if (loadingOutlet) {
    return (
      <div className={styles.center}>
        <Spinner label={messages.common.loading} />
      </div>
    );
  }

  const onSubmit = async (values: PostFormValues) => {
    setError(null);
    try {
      const { data } = await createPost({
        variables: {
          input: createPostInput(type, values, {
            placeId: place?.id ?? null,
            organisationId: organisation?.id ?? null,
            city,
          }),
        },
        update(cache, result) {
          if (result.data) addPostToFeeds(cache, result.data.createPost);
        },
      });
      if (!data) return;
      clearPostDraft(key);
      void navigate(paths.post.getHref(data.createPost.id), { replace: true });
    } catch (failure) {
      // The post form shows one message above its button, a field error first.
      setError(formFailures(toAppError(failure))[0]?.message ?? messages.errors.default);
      throw failure;
    }
  };

  // A chain one has no access to gives an impression, which belongs to no chain: not shown.
  const shownOutlet = place ?? (type === 'NEWS' ? organisation : null);
  const outletRow = shownOutlet ? (
    <div className={styles.outlet}>
      <p className={styles.outletName}>
        <small>{place ? messages.postEditor.place : messages.postEditor.organisation}</small>
        <span>{shownOutlet.name}</span>
      </p>
      {place ? (
        <div className={styles.row}>
          <ButtonLink variant="secondary" size="sm" to={selectHref} replace>
            {messages.postEditor.changePlace}
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              movePostDraft(key, draftKey({}));
              void navigate(paths.postCreate.getHref(), { replace: true });
            }}
          >
            {messages.postEditor.removePlace}
          </Button>
        </div>
      ) : null}
    </div>
  ) : (
    <div className={styles.row}>
      <ButtonLink variant="secondary" size="sm" to={selectHref} replace>
        {messages.postEditor.choosePlace}
      </ButtonLink>
    </div>
  );

  return (
    <div className={styles.page}>
      <section className={`${card.card} ${styles.card}`}>
        <h1 className={styles.title}>{messages.postEditor.createTitle}</h1>
        <PostForm
          type={type}
          editing={false}
          initial={initial}
          outletRow={outletRow}
          actingOutletName={canActAsOutlet(type, outletAccess, false) ? outlet?.name : null}
          city={city}
          submitLabel={messages.postEditor.publish}
          onDraftChange={onDraftChange}
          onSubmit={onSubmit}
          error={error}
        />
      </section>
    </div>
  );
}
