import { NativeSelect, Text } from '@mantine/core';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';

interface AdReportFieldsProps {
  sellerId: string;
  /** '' for the seller's only marketplace. */
  marketplaceId: string;
  onChange: (marketplaceId: string) => void;
  disabled: boolean;
}

/**
 * An advertising console report does not name its marketplace: shown once the chosen file is one
 * (a CSV whose header says so, or any workbook), with the seller's only marketplace as the default
 * the server also applies. A seller of several marketplaces must choose; the server says so.
 */
export function AdReportFields({ sellerId, marketplaceId, onChange, disabled }: AdReportFieldsProps) {
  const marketplaces = useMarketplaces(sellerId);
  const amazonMarketplaces = (marketplaces.data ?? []).filter((marketplace) => marketplace.region !== '');
  return (
    <>
      <Text size="sm">
        This is an advertising report (Sponsored Products, from the advertising console): its rows become the ad figures
        of one marketplace, in that marketplace&apos;s currency, replacing what an earlier upload of the same report
        held for its days.
      </Text>
      <NativeSelect
        label="Marketplace"
        description="Needed when the seller sells in more than one"
        w={260}
        disabled={disabled}
        value={marketplaceId}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={[
          { value: '', label: "The seller's only marketplace" },
          ...amazonMarketplaces.map((marketplace) => ({
            value: marketplace.marketplaceId,
            label: `${marketplace.marketplaceName} (${marketplace.countryCode})`,
          })),
        ]}
      />
    </>
  );
}
