import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NarrowContentLayout } from '../components/layouts/narrow-content-layout';
import { ErrorScreen } from '../components/ui/error-screen';
import { NotFoundScreen } from '../components/ui/not-found-screen';
import { ApiError } from '../lib/api-client';
import { isChunkLoadError } from '../lib/chunk-reload';
import { useDocumentTitle } from '../lib/use-route-document-title';

const GENERIC_MESSAGE = 'Something went wrong.';

function describeError(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { status: error.status, message: message || GENERIC_MESSAGE };
  }
  if (isChunkLoadError(error)) {
    return {
      message:
        'This page could not be loaded, most likely because a new version was released. Reload the page to continue.',
    };
  }
  if (error instanceof ApiError) return { status: error.status || undefined, message: error.message };
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: GENERIC_MESSAGE };
}

/** errorElement of the root route: whatever a route throws ends up on the error page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const is404 =
    (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(is404 ? 'Page not found' : 'An error occurred');
  const { status, message } = describeError(error);

  return (
    <NarrowContentLayout>
      {is404 ? <NotFoundScreen /> : <ErrorScreen status={status} message={message} />}
    </NarrowContentLayout>
  );
}
