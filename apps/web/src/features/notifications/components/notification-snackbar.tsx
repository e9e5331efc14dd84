import { Notification, type MantineColor } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { notificationStore, type NotificationStore, type NotificationType } from '../../../lib/notification-store';
import classes from './notification-snackbar.module.css';

const colorByType: Record<NotificationType, MantineColor> = {
  success: 'green',
  warning: 'yellow',
  default: 'blue',
  error: 'red',
};

interface NotificationSnackbarProps {
  store?: NotificationStore;
}

export function NotificationSnackbar({ store = notificationStore }: NotificationSnackbarProps) {
  const notification = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!notification) return null;

  return (
    <Notification
      key={notification.id}
      className={classes.snackbar}
      data-testid="snackbar"
      data-type={notification.type}
      // Errors interrupt; the others are announced politely.
      role={notification.type === 'error' ? 'alert' : 'status'}
      color={colorByType[notification.type]}
      withBorder
      onClose={store.dismiss}
      closeButtonProps={{ 'aria-label': 'Close notification' }}
    >
      {notification.html ? (
        <span className={classes.message} dangerouslySetInnerHTML={{ __html: sanitizeHtml(notification.message) }} />
      ) : (
        <span className={classes.message}>{notification.message}</span>
      )}
    </Notification>
  );
}
