import { Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { AlertsPanel } from '../../../features/alerts/components/alerts-panel';
import { RulesEditor } from '../../../features/alerts/components/rules-editor';

// The alert centre (issue 15): the seller's alerts and the rules that raise them. The open tab
// lives in the URL (?tab=rules) so the empty list can link to the rules and a reload keeps it.

const tabs = ['alerts', 'rules'] as const;
type TAlertsTab = (typeof tabs)[number];

const isAlertsTab = (value: string | null): value is TAlertsTab => tabs.some((tab) => tab === value);

export function Component() {
  const { sellerId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TAlertsTab = isAlertsTab(requested) ? requested : 'alerts';
  if (!sellerId) return <RouteTitle />;

  return (
    <>
      <RouteTitle />
      <Tabs
        value={active}
        keepMounted={false}
        onChange={(tab) => setSearchParams(isAlertsTab(tab) && tab !== 'alerts' ? { tab } : {}, { replace: true })}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="alerts">Alerts</Tabs.Tab>
          <Tabs.Tab value="rules">Rules</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="alerts">
          <AlertsPanel sellerId={sellerId} />
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <RulesEditor sellerId={sellerId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
