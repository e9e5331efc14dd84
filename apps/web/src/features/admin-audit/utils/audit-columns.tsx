import type { TAdminAuditEvent } from '@brandlens/contracts';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { AuditChangeList } from '../components/audit-change-list';
import { diffAuditValues } from './audit-diff';
import { auditTargetHref, auditTargetText } from './audit-target-href';

export const auditColumns: readonly DataTableColumn<TAdminAuditEvent>[] = [
  // Minutes matter in an audit trail: the full time, in UTC.
  { id: 'at', header: 'When (UTC)', kind: 'text', accessor: (row) => formatDateTime(row.createdAt) },
  { id: 'admin', header: 'Admin', kind: 'text', accessor: (row) => row.adminEmail },
  { id: 'action', header: 'Action', kind: 'text', accessor: (row) => row.action },
  {
    id: 'target',
    header: 'Target',
    kind: 'text',
    accessor: (row) => auditTargetText(row),
    link: auditTargetHref,
  },
  {
    id: 'changes',
    header: 'Changes',
    kind: 'text',
    // The export writes the same lines the screen shows.
    accessor: (row) =>
      diffAuditValues(row.before, row.after)
        .map((change) => `${change.key ? `${change.key}: ` : ''}${change.before} → ${change.after}`)
        .join('; ') || null,
    render: (row) => <AuditChangeList before={row.before} after={row.after} />,
  },
  { id: 'ip', header: 'IP address', kind: 'text', accessor: (row) => row.ipAddress },
];
