import type { TAdCampaignRow, TMarketplace } from '@brandlens/contracts';
import { Alert, Anchor, Group, Loader, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdAsins } from '../api/get-ad-asins';
import { useAdCampaigns } from '../api/get-ad-campaigns';
import { adAsinsQuery, adCampaignsQuery, withAdFilters, type AdFilters, type TAdTab } from '../utils/ad-filters';
import { AdAsinTable } from './ad-asin-table';
import { AdCampaignTable } from './ad-campaign-table';

interface AdTablesProps {
  sellerId: string;
  filters: AdFilters;
  onChange: (patch: Partial<AdFilters>) => void;
  marketplaces: readonly TMarketplace[] | undefined;
}

const LEVEL_OPTIONS = [
  { value: 'campaign', label: 'Campaigns' },
  { value: 'ad-group', label: 'Ad groups' },
];

function Loading({ label }: { label: string }) {
  return <Loader size="sm" aria-label={label} />;
}

function CampaignsPanel({ sellerId, filters, onChange, marketplaces }: AdTablesProps) {
  const [searchParams] = useSearchParams();
  const campaigns = useAdCampaigns(sellerId, adCampaignsQuery(filters));
  const pageHref = (patch: Partial<AdFilters>) =>
    paths.seller.advertising.getHref(sellerId, withAdFilters(searchParams, { ...filters, ...patch }));
  // A campaign's row opens its ad groups: the search named campaigns, so it is left behind.
  const adGroupsHref = useCallback(
    (row: TAdCampaignRow) =>
      paths.seller.advertising.getHref(
        sellerId,
        withAdFilters(searchParams, { ...filters, level: 'ad-group', campaignId: row.campaignId, search: undefined }),
      ),
    [filters, searchParams, sellerId],
  );

  const campaignName = filters.campaignId
    ? (campaigns.data?.rows.find((row) => row.campaignId === filters.campaignId)?.campaignName ?? filters.campaignId)
    : null;

  return (
    <Stack gap="sm">
      {campaignName ? (
        <Group gap="xs" data-testid="campaign-drilldown">
          <Text size="sm">{`Ad groups of the campaign ${campaignName}.`}</Text>
          <Anchor component={Link} to={pageHref({ level: 'campaign', campaignId: undefined })} size="sm">
            All campaigns
          </Anchor>
        </Group>
      ) : (
        <SegmentedControl
          size="xs"
          aria-label="Rows"
          data={LEVEL_OPTIONS}
          value={filters.level}
          onChange={(value) => onChange({ level: value === 'ad-group' ? 'ad-group' : 'campaign' })}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {campaigns.isPending ? (
        <Loading label="Loading campaigns" />
      ) : campaigns.isError ? (
        <Alert color="red" variant="light" title="The campaigns could not be loaded">
          {campaigns.error.message}
        </Alert>
      ) : (
        <AdCampaignTable data={campaigns.data} marketplaces={marketplaces} adGroupsHref={adGroupsHref} />
      )}
    </Stack>
  );
}

function AsinsPanel({ sellerId, filters, marketplaces }: AdTablesProps) {
  const asins = useAdAsins(sellerId, adAsinsQuery(filters));
  if (asins.isPending) return <Loading label="Loading advertised ASINs" />;
  if (asins.isError) {
    return (
      <Alert color="red" variant="light" title="The advertised ASINs could not be loaded">
        {asins.error.message}
      </Alert>
    );
  }
  return <AdAsinTable data={asins.data} marketplaces={marketplaces} />;
}

/** The campaign (or ad group) and ASIN tables in tabs; the open tab is in the URL too. */
export function AdTables(props: AdTablesProps) {
  return (
    <Tabs
      value={props.filters.tab}
      keepMounted={false}
      onChange={(tab) => props.onChange({ tab: (tab === 'asins' ? 'asins' : 'campaigns') satisfies TAdTab })}
    >
      <Tabs.List mb="sm">
        <Tabs.Tab value="campaigns">Campaigns</Tabs.Tab>
        <Tabs.Tab value="asins">ASINs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="campaigns">
        <CampaignsPanel {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="asins">
        <AsinsPanel {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
