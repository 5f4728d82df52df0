import { NotFoundPage } from '../../components/ui/error-page';

export function NotFoundRoute() {
  return <NotFoundPage />;
}
