import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { formatPageTitle } from './page-title';
import { findRouteTitle } from './route-handle';

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}

/** Keeps document.title in step with the matched route's handle.title. */
export function useRouteDocumentTitle(): void {
  useDocumentTitle(findRouteTitle(useMatches()));
}
