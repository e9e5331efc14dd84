import type { TMarketplace } from '@brandlens/contracts';
import { CountryFlag } from './country-flag';

/** A marketplace by flag and name, never by its Amazon id; the id only while the list is unknown. */
export function MarketplaceLabel({
  marketplaceId,
  marketplace,
}: {
  marketplaceId: string;
  marketplace: TMarketplace | undefined;
}) {
  if (!marketplace) return <span>{marketplaceId}</span>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <CountryFlag countryCode={marketplace.countryCode} />
      <span title={marketplace.domainName || undefined}>{marketplace.marketplaceName}</span>
    </span>
  );
}
