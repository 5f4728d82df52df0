import { SearchPage } from '../../features/search/search-page';

export function SearchRoute() {
  return <SearchPage />;
}
