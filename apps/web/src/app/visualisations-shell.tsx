import { VisualisationsLayout } from '../components/layouts/visualisations-layout';
import { AccountHealthBanner } from '../features/account-health/components/account-health-banner';
import { AlertsBell } from '../features/alerts/components/alerts-bell';
import { InviteUserButton } from '../features/invites/components/invite-user-button';
import { TermsDialog } from '../features/terms/components/terms-dialog';
import { UserMenu } from '../features/user-menu/components/user-menu';

/** The visualisations layout with the account features of its top bar (SPEC §2). */
export function VisualisationsShell() {
  return (
    <VisualisationsLayout
      topBarActions={
        <>
          <AlertsBell />
          <InviteUserButton />
          <UserMenu />
        </>
      }
      overlays={<TermsDialog />}
      sellerBanner={(sellerId) => <AccountHealthBanner sellerId={sellerId} />}
    />
  );
}
