import type { TAlertRule } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationStore } from '../../../lib/notification-store';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { alertKeys } from '../api/alert-keys';
import { alertTypes } from '../test/alert-fixtures';
import { RulesEditor } from './rules-editor';

const RULES = 'GET /v2/sellers/acme/alerts/rules';
const SAVE = 'PUT /v2/sellers/acme/alerts/rules';

const rule = (overrides: Partial<TAlertRule>): TAlertRule => ({
  id: '6b000000-0000-4000-8000-000000000001',
  type: 'low-stock',
  scope: 'seller',
  scopeValue: '',
  threshold: '21',
  muted: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const brandRule = rule({
  id: '6b000000-0000-4000-8000-000000000002',
  type: 'negative-cm3',
  scope: 'brand',
  scopeValue: 'Trailhead Gear',
  threshold: '-5',
});

const brand = (name: string) => ({ key: name, name, configurationId: null, brandKeys: [name], productCount: 3 });

function renderEditor(handlers: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /v2/sellers/alert-types': { types: alertTypes },
    [RULES]: { rules: [rule({}), brandRule] },
    'GET /v2/sellers/acme/brands': { brands: [brand('Lumen Home'), brand('Trailhead Gear')] },
    [SAVE]: ({ body }: { body: { rules: TAlertRule[] } }) => ({
      rules: body.rules.map((entry, index) => ({
        ...entry,
        id: `6b000000-0000-4000-8000-00000000010${index}`,
        updatedAt: '2026-11-20T10:00:00.000Z',
      })),
    }),
    ...handlers,
  });
  const view = renderWithProviders(<RulesEditor sellerId="acme" />);
  return { api, ...view };
}

const seller = () => within(screen.getByRole('table', { name: 'Seller-wide rules' }));
const addForm = () => within(screen.getByRole('form', { name: 'Add a brand or SKU rule' }));

async function choose(label: string, option: string) {
  fireEvent.click(addForm().getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('RulesEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every type with its threshold, default and mute switch, and greys the unavailable ones', async () => {
    renderEditor();
    const lowStock = await screen.findByRole('textbox', { name: 'Low stock threshold (days)' });
    expect((lowStock as HTMLInputElement).value).toBe('21');
    const feeJump = seller().getByRole('textbox', { name: 'Fee jump threshold (percent)' }) as HTMLInputElement;
    expect(feeJump.value).toBe('');
    expect(feeJump.placeholder).toBe('15 (default)');
    expect(seller().getByRole('switch', { name: 'Mute Fee jump' })).toBeTruthy();

    const acos = seller().getByRole('row', { name: 'ACoS over target' });
    expect(acos.hasAttribute('data-unavailable')).toBe(true);
    expect(within(acos).getByText('Not available yet: Connect Amazon Advertising')).toBeTruthy();
    expect(seller().getByRole('row', { name: 'Low stock' }).hasAttribute('data-unavailable')).toBe(false);
    expect(within(seller().getByRole('row', { name: 'Connection lost' })).getByText('No threshold')).toBeTruthy();

    const overrides = within(screen.getByRole('table', { name: 'Brand and SKU rules' }));
    const cm3 = overrides.getByRole('textbox', {
      name: 'Negative contribution margin threshold for brand Trailhead Gear (percent)',
    }) as HTMLInputElement;
    expect(cm3.value).toBe('-5');
  });

  it('saves the whole rule set with a new seller threshold, a SKU override and a muted type', async () => {
    const { api, queryClient } = renderEditor();
    queryClient.setQueryData(alertKeys.perSeller(), []);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Low stock threshold (days)' }), {
      target: { value: '14' },
    });
    fireEvent.click(seller().getByRole('switch', { name: 'Mute Fee jump' }));

    await choose('Alert type', 'Low stock');
    fireEvent.change(addForm().getByRole('textbox', { name: 'SKU' }), { target: { value: ' LAMP-01 ' } });
    fireEvent.change(addForm().getByRole('textbox', { name: 'Threshold' }), { target: { value: '7' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByRole('row', { name: 'Low stock for SKU LAMP-01' })).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      rules: [
        { type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '14', muted: false },
        { type: 'fee-jump', scope: 'seller', scopeValue: '', threshold: null, muted: true },
        { type: 'negative-cm3', scope: 'brand', scopeValue: 'Trailhead Gear', threshold: '-5', muted: false },
        { type: 'low-stock', scope: 'sku', scopeValue: 'LAMP-01', threshold: '7', muted: false },
      ],
    });
    await waitFor(() =>
      expect(notificationStore.getSnapshot()?.message).toBe(
        'Alert rules saved. The alerts are checked again with them now.',
      ),
    );
    expect(queryClient.getQueryState(alertKeys.perSeller())?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('removes a brand rule from the saved set', async () => {
    const { api } = renderEditor();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove the Negative contribution margin rule for brand Trailhead Gear',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      rules: [{ type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '21', muted: false }],
    });
  });

  it("refuses a threshold that is not a number with the contract's message, sending nothing", async () => {
    const { api } = renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Low stock threshold (days)' }), {
      target: { value: '2 weeks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await seller().findByText('Enter a number')).toBeTruthy();
    expect(api.callsTo(SAVE)).toEqual([]);
  });

  it('asks for the SKU and for a number before adding a rule, and offers the brands', async () => {
    renderEditor();
    await screen.findByRole('table', { name: 'Seller-wide rules' });
    fireEvent.click(addForm().getByRole('button', { name: 'Add rule' }));
    expect(addForm().getByText('Choose an alert type')).toBeTruthy();

    await choose('Alert type', 'Fee jump');
    fireEvent.change(addForm().getByRole('textbox', { name: 'Threshold' }), { target: { value: 'ten' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add rule' }));
    expect(addForm().getByText('Name the sku')).toBeTruthy();
    expect(addForm().getByText('Enter a number')).toBeTruthy();

    await choose('Applies to', 'Brand');
    fireEvent.click(addForm().getByRole('combobox', { name: 'Brand' }));
    fireEvent.change(addForm().getByRole('combobox', { name: 'Brand' }), { target: { value: 'Lum' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Lumen Home' }));
    fireEvent.change(addForm().getByRole('textbox', { name: 'Threshold' }), { target: { value: '25' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByRole('row', { name: 'Fee jump for brand Lumen Home' })).toBeTruthy();
  });

  it("shows the server's answer when it refuses the rules", async () => {
    renderEditor({ [SAVE]: apiError(422, 'Invalid rules', ['rules.0.scopeValue: Name the sku']) });
    await screen.findByRole('table', { name: 'Seller-wide rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByTestId('alert-rules-error')).textContent).toBe('rules.0.scopeValue: Name the sku');
  });
});
