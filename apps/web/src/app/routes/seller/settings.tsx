import { Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { AdConnectionPanel } from '../../../features/advertising/components/ad-connection-panel';
import { ConnectionsPanel } from '../../../features/connections/components/connections-panel';
import { CostOfGoodsPanel } from '../../../features/cost-of-goods/components/cost-of-goods-panel';
import { ImportsPanel } from '../../../features/imports/components/imports-panel';
import { SettlementsTable } from '../../../features/settlements/components/settlements-table';

// Seller settings (issue 4): settlement imports, settlements with their reconciliation, cost of
// goods, and the connected accounts. The open tab lives in the URL (?tab=) so a link or a reload
// keeps it; the provider's authorisation callback comes back to ?tab=connections.

const tabs = ['imports', 'settlements', 'cost-of-goods', 'connections'] as const;
type TSettingsTab = (typeof tabs)[number];

const isSettingsTab = (value: string | null): value is TSettingsTab => tabs.some((tab) => tab === value);

export function Component() {
  const { sellerId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TSettingsTab = isSettingsTab(requested) ? requested : 'imports';
  if (!sellerId) return <RouteTitle />;

  return (
    <>
      <RouteTitle />
      <Tabs
        value={active}
        keepMounted={false}
        onChange={(tab) => setSearchParams(isSettingsTab(tab) && tab !== 'imports' ? { tab } : {}, { replace: true })}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="imports">Imports</Tabs.Tab>
          <Tabs.Tab value="settlements">Settlements</Tabs.Tab>
          <Tabs.Tab value="cost-of-goods">Cost of goods</Tabs.Tab>
          <Tabs.Tab value="connections">Connections</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="imports">
          <ImportsPanel sellerId={sellerId} />
        </Tabs.Panel>
        <Tabs.Panel value="settlements">
          <SettlementsTable sellerId={sellerId} />
        </Tabs.Panel>
        <Tabs.Panel value="cost-of-goods">
          <CostOfGoodsPanel sellerId={sellerId} />
        </Tabs.Panel>
        <Tabs.Panel value="connections">
          <ConnectionsPanel
            sellerId={sellerId}
            renderProviderExtras={(option) => <AdConnectionPanel sellerId={sellerId} option={option} />}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
