import type { TAdKpis } from '@brandlens/contracts';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format/format-money';

interface AdSalesNotesProps {
  kpis: TAdKpis;
  /** The P&L statement with the page's currency and marketplace. */
  profitLossHref: string;
}

/**
 * Where the page's figures meet other sources: the sales of the search term reports when they
 * differ from the campaign reports', and how the P&L counts this spend (billed or estimated).
 */
export function AdSalesNotes({ kpis, profitLossHref }: AdSalesNotesProps) {
  const money = (amount: string) => formatMoney(amount, kpis.currency);
  const { salesSources, spendSettlement } = kpis;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="How these figures are counted">
      <Stack gap={6}>
        {salesSources.searchTermReportSales === null ? null : (
          <Text size="sm" data-testid="sales-sources">
            {`Ad sales of this period: ${money(salesSources.campaignReportSales)} in the campaign reports, ${money(salesSources.searchTermReportSales)} in the search term reports. This page uses the campaign reports' figure. `}
            <Text span size="sm" c="dimmed">
              {salesSources.note}
            </Text>
          </Text>
        )}
        <Text size="sm" data-testid="spend-settlement">
          {`In the P&L, ad spend counts ${money(spendSettlement.billed)} billed by Amazon in the settlements (Cost of Advertising, final) and ${money(spendSettlement.estimated)} estimated from the ads reports for the days no settlement covers yet. `}
          <Anchor component={Link} to={profitLossHref} size="sm">
            Open the P&L
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
