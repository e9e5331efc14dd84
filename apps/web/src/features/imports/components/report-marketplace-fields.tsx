import { NativeSelect, Text } from '@mantine/core';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';

type MarketplaceReportKind = 'ads' | 'returns';

/** What the upload does with a report that does not name its marketplace. */
const EXPLANATIONS: Record<MarketplaceReportKind, string> = {
  ads:
    'This is an advertising report (Sponsored Products, from the advertising console): its rows become the ad figures ' +
    "of one marketplace, in that marketplace's currency, replacing what an earlier upload of the same report held for its days.",
  returns:
    "This is an FBA customer returns report: its returns, with the customers' reasons, are added to those of one " +
    'marketplace. A return already stored (by the Seller Central sync or an earlier upload) is updated, not counted twice.',
};

interface ReportMarketplaceFieldsProps {
  kind: MarketplaceReportKind;
  sellerId: string;
  /** '' for the seller's only marketplace. */
  marketplaceId: string;
  onChange: (marketplaceId: string) => void;
  disabled: boolean;
}

/**
 * An advertising console report or an FBA customer returns report does not name its marketplace:
 * shown once the chosen file is one, with the seller's only marketplace as the default the server
 * also applies. A seller of several marketplaces must choose; the server says so.
 */
export function ReportMarketplaceFields({
  kind,
  sellerId,
  marketplaceId,
  onChange,
  disabled,
}: ReportMarketplaceFieldsProps) {
  const marketplaces = useMarketplaces(sellerId);
  const amazonMarketplaces = (marketplaces.data ?? []).filter((marketplace) => marketplace.region !== '');
  return (
    <>
      <Text size="sm">{EXPLANATIONS[kind]}</Text>
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
