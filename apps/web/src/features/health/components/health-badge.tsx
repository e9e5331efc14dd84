import { Badge, Tooltip } from '@mantine/core';
import { useHealth } from '../api/get-health';

export function HealthBadge() {
  const health = useHealth();

  if (health.isPending) {
    return (
      <Badge variant="outline" color="gray" tt="none" data-testid="health-badge">
        Checking API…
      </Badge>
    );
  }

  if (health.isError) {
    return (
      <Tooltip label={health.error.message}>
        <Badge variant="light" color="red" tt="none" data-testid="health-badge">
          API unreachable
        </Badge>
      </Tooltip>
    );
  }

  const { version, database, status } = health.data;
  const color = status === 'ok' && database.status === 'up' ? 'green' : 'yellow';
  const latency = database.latencyMs === undefined ? undefined : `Database answered in ${database.latencyMs} ms`;
  const badge = (
    <Badge variant="light" color={color} tt="none" data-testid="health-badge">
      API v{version.replace(/^v/, '')} · database {database.status}
    </Badge>
  );
  return latency ? <Tooltip label={latency}>{badge}</Tooltip> : badge;
}
