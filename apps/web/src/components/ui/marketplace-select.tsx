import { Select } from '@mantine/core';

const ALL = 'all';

interface MarketplaceSelectProps {
  /** The seller's marketplaces; undefined while they load. */
  marketplaces: ReadonlyArray<{ marketplaceId: string; marketplaceName: string }> | undefined;
  /** A marketplace id, or undefined for all of them. */
  value: string | undefined;
  onChange: (marketplaceId: string | undefined) => void;
  width?: number;
}

/** The filters' marketplace choice: 'All marketplaces' first, then the seller's marketplaces. */
export function MarketplaceSelect({ marketplaces, value, onChange, width = 220 }: MarketplaceSelectProps) {
  return (
    <Select
      label="Marketplace"
      w={{ base: '100%', xs: width }}
      allowDeselect={false}
      data={[
        { value: ALL, label: 'All marketplaces' },
        ...(marketplaces ?? []).map((marketplace) => ({
          value: marketplace.marketplaceId,
          label: marketplace.marketplaceName,
        })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : undefined)}
    />
  );
}
