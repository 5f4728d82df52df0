import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { fieldStyles } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { POST_PLACE_CHOOSER_LIMIT, SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { useRequestError } from '../../lib/hooks/use-request-error';
import { draftKey, movePostDraft } from './drafts';
import card from '../../components/ui/card.module.css';
import { LabelledField } from './labelled-field';
import styles from './post-editor.module.css';
import { PostPlaceChooserDocument } from '../../gql/graphql';

interface PostPlaceChooserProps {
  cityLatinName: string;
  /** The place the post had before (its draft moves to the chosen one). */
  fromPlaceId: string | null;
}

/**
 * /posts/create/select: the places of the current city, searched by name, 10 at most (SPEC
 * section 7, post place chooser). Choosing one goes back to the form with it, draft included.
 */
export function PostPlaceChooser({ cityLatinName, fromPlaceId }: PostPlaceChooserProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PostPlaceChooserDocument, {
    variables: {
      city: cityLatinName,
      filter: debounced ? { query: debounced } : null,
      limit: POST_PLACE_CHOOSER_LIMIT,
    },
  });
  const listError = useRequestError(error ?? null, 'list');
  useHead({ title: messages.postEditor.selectTitle, noIndex: true });
  const places = data?.places.items ?? [];
  const backHref = fromPlaceId
    ? `${paths.postCreate.getHref()}?placeId=${encodeURIComponent(fromPlaceId)}`
    : paths.postCreate.getHref();

  const choose = (placeId: string) => {
    movePostDraft(draftKey({ placeId: fromPlaceId }), draftKey({ placeId }));
    void navigate(`${paths.postCreate.getHref()}?placeId=${encodeURIComponent(placeId)}`, {
      replace: true,
    });
  };

  return (
    <div className={styles.page}>
      <section className={`${card.card} ${styles.card}`}>
        <div className={styles.row}>
          <h1 className={styles.title}>{messages.postEditor.selectTitle}</h1>
        </div>
        <LabelledField id={searchId} label={messages.postEditor.selectSearch}>
          <input
            id={searchId}
            type="search"
            className={fieldStyles.control}
            placeholder={messages.postEditor.selectPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </LabelledField>
        {listError && listError.surface !== 'global' ? (
          <StateMessage
            role="alert"
            title={listError.message}
            actions={
              listError.retry ? (
                <Button onClick={() => void refetch()}>{messages.errors.retry}</Button>
              ) : undefined
            }
          />
        ) : loading && !data ? (
          <div className={styles.center}>
            <Spinner label={messages.common.loading} />
          </div>
        ) : places.length === 0 ? (
          <StateMessage
            title={messages.postEditor.selectEmpty}
            subtitle={messages.postEditor.selectEmptyHint}
          />
        ) : (
          <ul className={styles.results} aria-label={messages.postEditor.selectPrompt}>
            {places.map((place) => (
              <li key={place.id}>
                <button type="button" className={styles.result} onClick={() => choose(place.id)}>
                  {place.avatar ? (
                    <img className={styles.resultImage} src={place.avatar.thumbnail.url} alt="" />
                  ) : (
                    <span className={styles.resultImage} />
                  )}
                  <span className={styles.resultText}>
                    <span>{place.name}</span>
                    <small>
                      {[
                        place.category?.name,
                        [place.location?.street, place.location?.building]
                          .filter(Boolean)
                          .join(' '),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </small>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.row}>
          <ButtonLink variant="secondary" to={backHref} replace>
            {messages.postEditor.cancel}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
