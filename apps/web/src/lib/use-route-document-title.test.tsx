import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteDocumentTitle } from './use-route-document-title';

function Root() {
  useRouteDocumentTitle();
  return <Outlet />;
}

describe('useRouteDocumentTitle', () => {
  it('follows the deepest matched title across navigations', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Root,
          handle: { title: 'Outer' },
          children: [
            { path: 'inventory', handle: { title: 'Inventory' }, Component: () => <p>inventory</p> },
            { path: 'untitled', Component: () => <p>untitled</p> },
          ],
        },
        { path: '/bare', Component: Root },
      ],
      { initialEntries: ['/inventory'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Inventory - Brandlens');

    await act(() => router.navigate('/untitled'));
    expect(document.title).toBe('Outer - Brandlens');

    await act(() => router.navigate('/bare'));
    expect(document.title).toBe('Seller Reporting');
  });
});
