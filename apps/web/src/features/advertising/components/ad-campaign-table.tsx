import type { TAdCampaignRow, TAdCampaigns, TMarketplace } from '@brandlens/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { formatDate } from '../../../lib/format/format-date-time';
import { adFigureColumns } from '../utils/ad-figure-columns';
import { AdProductBadge, AdSourceBadge, CampaignStateBadge, SOURCE_LABELS, stateLabel } from './ad-badges';

export const CAMPAIGN_TABLE_LABEL = 'Advertising campaigns';
export const AD_GROUP_TABLE_LABEL = 'Advertising ad groups';

function campaignColumns(
  data: TAdCampaigns,
  marketplaces: ReadonlyMap<string, TMarketplace>,
  adGroupsHref: (row: TAdCampaignRow) => string,
): DataTableColumn<TAdCampaignRow>[] {
  const isAdGroups = data.level === 'ad-group';
  const marketplaceName = (row: TAdCampaignRow) =>
    marketplaces.get(row.marketplaceId)?.marketplaceName ?? row.marketplaceId;
  const names: DataTableColumn<TAdCampaignRow>[] = isAdGroups
    ? [
        { id: 'adGroup', header: 'Ad group', kind: 'text', accessor: (row) => row.adGroupName ?? row.adGroupId },
        { id: 'campaign', header: 'Campaign', kind: 'text', accessor: (row) => row.campaignName, isTruncated: true },
      ]
    : [{ id: 'campaign', header: 'Campaign', kind: 'text', accessor: (row) => row.campaignName, link: adGroupsHref }];
  return [
    ...names,
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      // Sorted and exported by name; shown with the flag.
      accessor: marketplaceName,
      render: (row) => (
        <MarketplaceLabel marketplaceId={row.marketplaceId} marketplace={marketplaces.get(row.marketplaceId)} />
      ),
    },
    {
      id: 'adProduct',
      header: 'Ad product',
      kind: 'text',
      accessor: (row) => row.adProduct,
      render: (row) => <AdProductBadge adProduct={row.adProduct} />,
    },
    {
      id: 'state',
      header: 'State',
      kind: 'text',
      accessor: (row) => (row.state === null ? null : stateLabel(row.state)),
      render: (row) => <CampaignStateBadge state={row.state} />,
    },
    ...(isAdGroups
      ? []
      : [
          {
            id: 'dailyBudget',
            header: 'Daily budget',
            kind: 'money' as const,
            currency: data.currency,
            accessor: (row: TAdCampaignRow) => row.dailyBudget,
          },
        ]),
    ...adFigureColumns<TAdCampaignRow>(data.currency, data.totals, { withTotalSales: false }),
    {
      id: 'source',
      header: 'Source',
      kind: 'text',
      accessor: (row) => SOURCE_LABELS[row.source],
      render: (row) => <AdSourceBadge source={row.source} />,
    },
  ];
}

interface AdCampaignTableProps {
  data: TAdCampaigns;
  marketplaces: readonly TMarketplace[] | undefined;
  /** The same page showing this campaign's ad groups. */
  adGroupsHref: (row: TAdCampaignRow) => string;
}

/** Every campaign or ad group of the filter, sorted and paged in the browser, with the totals over all of them. */
export function AdCampaignTable({ data, marketplaces, adGroupsHref }: AdCampaignTableProps) {
  const columns = useMemo(
    () =>
      campaignColumns(
        data,
        new Map((marketplaces ?? []).map((marketplace) => [marketplace.marketplaceId, marketplace])),
        adGroupsHref,
      ),
    [data, marketplaces, adGroupsHref],
  );
  const isAdGroups = data.level === 'ad-group';
  const noun = isAdGroups ? 'ad group' : 'campaign';
  return (
    <DataTable
      tableId={isAdGroups ? 'advertising-ad-groups' : 'advertising-campaigns'}
      label={isAdGroups ? AD_GROUP_TABLE_LABEL : CAMPAIGN_TABLE_LABEL}
      columns={columns}
      rows={data.rows}
      getRowId={(row) => row.key}
      totalsLabel={`Totals (${data.rows.length} ${noun}${data.rows.length === 1 ? '' : 's'})`}
      initialSort={{ columnId: 'spend', direction: 'desc' }}
      emptyText={`No ${noun} had impressions or spend in this period.`}
      legend={
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {`Figures in ${data.currency}, ${formatDate(data.from)} to ${formatDate(data.to)}.`}
            {isAdGroups ? null : ' Select a campaign to see its ad groups.'}
          </Text>
          <Text size="xs" c="dimmed">
            * Estimated: Amazon still attributes sales to the last days, so they may move.
          </Text>
        </Stack>
      }
    />
  );
}
