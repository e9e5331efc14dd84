import type { TAdKpis } from '@brandlens/contracts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EstimatedMark } from '../../../components/ui/data-table/estimated-mark';
import { formatDate } from '../../../lib/format/format-date-time';
import { buildKpiTiles, type KpiTile } from '../utils/ad-kpi-tiles';

const TONE_COLORS: Record<KpiTile['change']['tone'], string> = { better: 'teal', worse: 'red', neutral: 'dimmed' };

function Tile({ tile }: { tile: KpiTile }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`kpi-${tile.key}`}>
      <Text size="xs" c="dimmed" title={tile.hint}>
        {tile.label}
      </Text>
      <Text fz={{ base: 'sm', xs: 'md', sm: 'lg' }} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {tile.value}
        {tile.isEstimated ? <EstimatedMark /> : null}
      </Text>
      <Text size="xs" c={TONE_COLORS[tile.change.tone]} data-tone={tile.change.tone}>
        {tile.change.text}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {`Before: ${tile.previous}`}
      </Text>
    </Paper>
  );
}

interface AdKpiTilesProps {
  kpis: TAdKpis;
  /** The last day with ads data: said when the period reaches past it. */
  dataThrough: string | null;
  /** Beside the heading: the PPC report download. */
  actions?: ReactNode;
}

/** The period's advertising KPIs, each with its change against the previous period of the same length. */
export function AdKpiTiles({ kpis, dataThrough, actions }: AdKpiTilesProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="ad-kpis-heading">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h4" id="ad-kpis-heading">
            {`${formatDate(kpis.from)} to ${formatDate(kpis.to)}`}
          </Title>
          <Text size="xs" c="dimmed">
            {`Figures in ${kpis.currency}, compared with ${formatDate(kpis.previousFrom)} to ${formatDate(kpis.previousTo)}.`}
            {dataThrough !== null && dataThrough < kpis.to ? ` Ads data through ${formatDate(dataThrough)}.` : null}
            {kpis.current.estimated ? ' * Estimated: attribution of the last days may still move.' : null}
          </Text>
        </div>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {buildKpiTiles(kpis).map((tile) => (
          <Tile key={tile.key} tile={tile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
