import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationSnackbar } from './notification-snackbar';
import { createNotificationStore } from '../../../lib/notification-store';

function renderSnackbar() {
  const store = createNotificationStore();
  render(
    <MantineProvider env="test">
      <NotificationSnackbar store={store} />
    </MantineProvider>,
  );
  return store;
}

describe('NotificationSnackbar', () => {
  it('renders nothing until a notification is shown', () => {
    renderSnackbar();
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('renders HTML messages sanitised', () => {
    const store = renderSnackbar();
    act(() =>
      store.show({
        message: '<b>Done</b><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
        html: true,
      }),
    );
    const snackbar = screen.getByTestId('snackbar');
    expect(snackbar.querySelector('b')?.textContent).toBe('Done');
    expect(snackbar.innerHTML).not.toMatch(/onerror|<script/i);
  });

  it('renders plain messages as text, not markup', () => {
    const store = renderSnackbar();
    act(() => store.show({ message: '<b>literal</b>' }));
    expect(screen.getByTestId('snackbar').textContent).toContain('<b>literal</b>');
  });

  it('announces errors as alerts and closes on the close button', () => {
    const store = renderSnackbar();
    act(() => store.show({ message: 'Something went wrong.', type: 'error' }));
    expect(screen.getByRole('alert').getAttribute('data-type')).toBe('error');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});
