import type { TAlertSeverity } from '@brandlens/contracts';
import { Badge } from '@mantine/core';

const SEVERITY: Record<TAlertSeverity, { label: string; color: string }> = {
  info: { label: 'Info', color: 'blue' },
  warning: { label: 'Warning', color: 'yellow' },
  critical: { label: 'Critical', color: 'red' },
};

export const severityLabel = (severity: TAlertSeverity): string => SEVERITY[severity].label;

export function SeverityBadge({ severity }: { severity: TAlertSeverity }) {
  return (
    <Badge color={SEVERITY[severity].color} variant={severity === 'critical' ? 'filled' : 'light'} size="sm" miw={76}>
      {SEVERITY[severity].label}
    </Badge>
  );
}
