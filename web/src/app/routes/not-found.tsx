import { NotFoundPage } from '../../features/errors/error-page';

export function NotFoundRoute() {
  return <NotFoundPage />;
}
