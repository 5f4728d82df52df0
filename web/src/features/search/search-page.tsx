import { useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { StateMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/head';
import { messages } from '../../lib/messages';

/** /search?query=: the results arrive with the search issue; the route and query work now. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  useHead({ title: messages.search.title, noIndex: true });
  return (
    <StateMessage
      size="page"
      headingLevel={1}
      icon={<SearchIcon size={40} />}
      title={query ? messages.search.resultsFor(query) : messages.search.title}
      subtitle={messages.search.comingSoon}
    />
  );
}
