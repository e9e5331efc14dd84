import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import {
  germany,
  HISTORY,
  MARKETPLACES,
  mugRow,
  PLANNING,
  planningResponse,
  PUT_PLANNING,
  renderInventory,
  SLOW,
  STOCK,
  stockResponse,
} from './inventory-test-utils';

vi.mock('../../../components/charts/line-chart', () => ({
  LineChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const SKU_LEAD_TIME = 'PUT /v2/sellers/acme/inventory/lead-times/MUG-1';
const DELETE_SKU_LEAD_TIME = 'DELETE /v2/sellers/acme/inventory/lead-times/MUG-1';

const historyBody = {
  sku: 'MUG-1',
  marketplaceId: germany.marketplaceId,
  from: '2026-11-25',
  to: '2026-11-25',
  days: [],
};

describe('lead time defaults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses what the contract refuses with its messages, then PUTs the seller's six settings and reads the table again", async () => {
    const saved = {
      productionDays: 45,
      transitDays: 28,
      checkInDays: 7,
      safetyStockDays: 10,
      orderCoverDays: 90,
      velocityWindowDays: 60,
    };
    const api = stubApi({
      [STOCK]: stockResponse(),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse(),
      [PUT_PLANNING]: () => planningResponse({ settings: saved, isDefault: false }),
    });
    renderInventory();
    const form = await screen.findByRole('form', { name: 'Lead time defaults' }, SLOW);
    const field = (label: string) => within(form).getByRole('textbox', { name: new RegExp(`^${label}`) });
    expect((field('Production') as HTMLInputElement).value).toBe('30');
    expect(screen.getByText(/The standard defaults, until you save your own/)).toBeTruthy();

    fireEvent.change(field('Production'), { target: { value: '2.5' } });
    fireEvent.change(field('Transit'), { target: { value: '' } });
    fireEvent.change(field('Reorder covers'), { target: { value: '0' } });
    fireEvent.change(field('Velocity window'), { target: { value: '400' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    expect(await within(form).findByText('Enter a whole number of days')).toBeTruthy();
    expect(within(form).getByText('Enter a number of days')).toBeTruthy();
    expect(within(form).getByText('Enter at least 1 day')).toBeTruthy();
    expect(within(form).getByText('Enter at most 365 days')).toBeTruthy();
    expect(api.callsTo(PUT_PLANNING)).toHaveLength(0);

    const stockReads = api.callsTo(STOCK).length;
    fireEvent.change(field('Production'), { target: { value: '45' } });
    fireEvent.change(field('Transit'), { target: { value: ' 28 ' } });
    fireEvent.change(field('Safety stock'), { target: { value: '10' } });
    fireEvent.change(field('Reorder covers'), { target: { value: '90' } });
    fireEvent.change(field('Velocity window'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(api.callsTo(PUT_PLANNING)).toHaveLength(1));
    expect(api.callsTo(PUT_PLANNING)[0]!.body).toEqual(saved);
    await waitFor(() => expect(api.callsTo(STOCK).length).toBeGreaterThan(stockReads), SLOW);
    expect(await screen.findByText('The lead time defaults have been saved.')).toBeTruthy();
    expect(screen.queryByText('Enter a number of days')).toBeNull();
  }, 30_000);

  it("shows the server's refusal of a save", async () => {
    stubApi({
      [STOCK]: stockResponse(),
      [MARKETPLACES]: { marketplaces: [] },
      [PLANNING]: planningResponse({ isDefault: false }),
      [PUT_PLANNING]: apiError(403, 'Only the account owner can change the lead time defaults'),
    });
    renderInventory();
    const form = await screen.findByRole('form', { name: 'Lead time defaults' }, SLOW);
    fireEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
    expect(await within(form).findByText('Only the account owner can change the lead time defaults')).toBeTruthy();
  }, 20_000);
});

describe("a SKU's own lead time", () => {
  afterEach(() => vi.unstubAllGlobals());

  const openPanel = async () => {
    renderInventory(`?row=${encodeURIComponent(mugRow.key)}`);
    const panel = await screen.findByRole('dialog', { name: 'MUG-1' }, SLOW);
    return within(panel).findByRole('form', { name: 'Lead time of MUG-1' }, SLOW);
  };

  it("PUTs the legs typed and null for the empty ones (the seller's default), after checking them", async () => {
    const api = stubApi({
      [STOCK]: stockResponse(),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse(),
      [HISTORY]: historyBody,
      [SKU_LEAD_TIME]: ({ body }: { body: Record<string, number | null> }) => ({
        sku: 'MUG-1',
        ...body,
        updatedAt: '2026-11-26T10:00:00.000Z',
      }),
    });
    const form = await openPanel();
    const field = (label: string) => within(form).getByRole('textbox', { name: new RegExp(`^${label}`) });
    // Every leg is the seller's default: the field is empty and says which default applies.
    expect((field('Transit') as HTMLInputElement).value).toBe('');
    expect(field('Transit').getAttribute('placeholder')).toBe('21');
    expect(within(form).getByText('Seller default: 21')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: "Use the seller's defaults" })).toBeNull();

    fireEvent.change(field('Production'), { target: { value: '400' } });
    fireEvent.change(field('Transit'), { target: { value: 'soon' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save lead time' }));
    expect(await within(form).findByText('Enter at most 365 days')).toBeTruthy();
    expect(within(form).getByText('Enter a number of days')).toBeTruthy();
    expect(api.callsTo(SKU_LEAD_TIME)).toHaveLength(0);

    fireEvent.change(field('Production'), { target: { value: '45' } });
    fireEvent.change(field('Transit'), { target: { value: '' } });
    fireEvent.change(field('Safety stock'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save lead time' }));
    await waitFor(() => expect(api.callsTo(SKU_LEAD_TIME)).toHaveLength(1));
    expect(api.callsTo(SKU_LEAD_TIME)[0]!.body).toEqual({
      productionDays: 45,
      transitDays: null,
      checkInDays: null,
      safetyStockDays: 0,
    });
    expect(await screen.findByText('The lead time of MUG-1 has been saved.')).toBeTruthy();
  }, 30_000);

  it("marks the SKU's own legs and gives the SKU back the seller's defaults with a DELETE", async () => {
    const api = stubApi({
      [STOCK]: stockResponse(),
      [MARKETPLACES]: { marketplaces: [germany] },
      [PLANNING]: planningResponse({
        skuLeadTimes: [
          {
            sku: 'MUG-1',
            productionDays: 45,
            transitDays: null,
            checkInDays: null,
            safetyStockDays: null,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
      [HISTORY]: historyBody,
      [DELETE_SKU_LEAD_TIME]: () => new Response(null, { status: 204 }),
    });
    const form = await openPanel();
    const field = (label: string) => within(form).getByRole('textbox', { name: new RegExp(`^${label}`) });
    expect((field('Production') as HTMLInputElement).value).toBe('45');
    expect(within(form).getAllByText("SKU's own")).toHaveLength(1);
    expect(within(form).getByText('Seller default: 7')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: "Use the seller's defaults" }));
    await waitFor(() => expect(api.callsTo(DELETE_SKU_LEAD_TIME)).toHaveLength(1));
    expect(await screen.findByText("MUG-1 now uses the seller's default lead time.")).toBeTruthy();
  }, 30_000);
});
