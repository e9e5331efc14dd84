import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';

export interface InventoryReportPlacement {
  /** YYYY-MM-DD */
  asOf: string;
  /** '' for the seller's only marketplace. */
  marketplaceId: string;
}

interface InventoryReportFieldsProps {
  sellerId: string;
  value: InventoryReportPlacement;
  onChange: (value: InventoryReportPlacement) => void;
  /** The latest day the stock can be for (today, UTC). */
  maxDay: string;
  disabled: boolean;
}

/**
 * An FBA inventory report carries neither its day nor its marketplace: shown once the chosen file
 * is one, with today and the seller's only marketplace as the defaults the server also applies.
 */
export function InventoryReportFields({ sellerId, value, onChange, maxDay, disabled }: InventoryReportFieldsProps) {
  const marketplaces = useMarketplaces(sellerId);
  const amazonMarketplaces = (marketplaces.data ?? []).filter((marketplace) => marketplace.region !== '');
  return (
    <>
      <Text size="sm">
        This is an FBA inventory report: its rows become the stock of one marketplace on one day, replacing any stock
        already stored for that day.
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label="Stock date"
          description="The day the report was downloaded, today by default"
          w={220}
          max={maxDay}
          required
          disabled={disabled}
          value={value.asOf}
          onChange={(event) => onChange({ ...value, asOf: event.currentTarget.value })}
        />
        <NativeSelect
          label="Marketplace"
          description="Needed when the seller sells in more than one"
          w={260}
          disabled={disabled}
          value={value.marketplaceId}
          onChange={(event) => onChange({ ...value, marketplaceId: event.currentTarget.value })}
          data={[
            { value: '', label: "The seller's only marketplace" },
            ...amazonMarketplaces.map((marketplace) => ({
              value: marketplace.marketplaceId,
              label: `${marketplace.marketplaceName} (${marketplace.countryCode})`,
            })),
          ]}
        />
      </Group>
    </>
  );
}
