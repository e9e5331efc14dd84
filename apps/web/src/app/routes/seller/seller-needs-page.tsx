import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';

interface SellerNeedsPageProps {
  heading: string;
  /** The button to what the page needs: a tab of the seller's settings (the upload tab when none is named). */
  action: { label: string; settingsTab?: 'connections' | 'cost-of-goods' };
  children: ReactNode;
}

/** A seller page whose data is not there yet: what it needs, and a button to the settings tab that provides it. */
export function SellerNeedsPage({ heading, action, children }: SellerNeedsPageProps) {
  const { sellerId } = useParams();
  const href = sellerId
    ? paths.seller.settings.getHref(sellerId, action.settingsTab ? { tab: action.settingsTab } : undefined)
    : undefined;
  return (
    <>
      <RouteTitle />
      <EmptyStateCard heading={heading} action={href ? { label: action.label, href } : undefined}>
        {children}
      </EmptyStateCard>
    </>
  );
}
