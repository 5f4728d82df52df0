import { ErrorLoadingPage } from '../../features/errors/error-loading-page';

export function ErrorLoadingRoute() {
  return <ErrorLoadingPage />;
}
