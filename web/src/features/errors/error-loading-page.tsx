import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { WifiOffIcon } from '../../components/ui/icons';
import { PageMessage } from '../../components/ui/state-message';
import { useHead } from '../../lib/infra/head';
import * as messages from '../../lib/messages';
import { paths, toSafeInternalPath } from '../../lib/paths';

/**
 * /error-loading?path=/x: shown when loading the app or a route failed. Retry loads the path
 * again from the server (new code, fresh state). With `reset` it goes there at once (or to the root).
 */
export function ErrorLoadingPage() {
  const [searchParams] = useSearchParams();
  const retryPath = toSafeInternalPath(searchParams.get('path'));
  const reset = searchParams.has('reset');
  useHead({ title: messages.errors.errorLoading.title, noIndex: true });

  useEffect(() => {
    if (reset && retryPath) window.location.replace(retryPath);
  }, [reset, retryPath]);

  if (reset && !retryPath) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <PageMessage
      icon={WifiOffIcon}
      title={messages.errors.errorLoading.title}
      subtitle={messages.errors.errorLoading.subtitle}
      actions={
        <Button size="lg" onClick={() => window.location.assign(retryPath ?? paths.home.getHref())}>
          {messages.errors.retry}
        </Button>
      }
    />
  );
}
