import type { TAdminAuditEvent } from '@brandlens/contracts';
import { paths } from '../../../config/paths';

/** The admin page of what an event acted on. */
export function auditTargetHref(event: Pick<TAdminAuditEvent, 'targetType' | 'targetId'>): string {
  switch (event.targetType) {
    case 'organization':
      return paths.admin.organization.getHref(event.targetId);
    case 'seller':
      return paths.admin.seller.getHref(event.targetId);
    case 'user':
      return paths.admin.user.getHref(event.targetId);
  }
}

/** The target as a person reads it: its label when the API has one, else its type and id. */
export const auditTargetText = (event: Pick<TAdminAuditEvent, 'targetType' | 'targetId' | 'targetLabel'>): string =>
  event.targetLabel ?? `${event.targetType} ${event.targetId}`;
