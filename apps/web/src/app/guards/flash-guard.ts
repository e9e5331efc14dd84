import type { NotificationInput } from '../../lib/notification-store';
import { next, type Guard } from './guard-pipeline';

// Last in line: a waiting flash is shown once on the page that is actually opened.
export function createFlashGuard(
  takeFlash: () => NotificationInput | undefined,
  notify: (notification: NotificationInput) => void,
): Guard {
  return {
    name: 'flash',
    run() {
      const flash = takeFlash();
      if (flash) notify(flash);
      return next;
    },
  };
}
