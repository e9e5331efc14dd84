import type { TBrandConfiguration, TSellerBrand } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BrandConfigurationsDialog } from './brand-configurations-dialog';

const CONFIGURATIONS = 'GET /v2/sellers/acme/brand-configurations';
const CREATE = 'POST /v2/sellers/acme/brand-configurations';
const ID = '33333333-3333-4333-8333-333333333333';
const UPDATE = `PUT /v2/sellers/acme/brand-configurations/${ID}`;
const DELETE = `DELETE /v2/sellers/acme/brand-configurations/${ID}`;
const BRANDS = 'GET /v2/sellers/acme/brands';

const home: TBrandConfiguration = { id: ID, name: 'Home', slug: 'home', brandKeys: ['Lumen Home'] };

const brand = (key: string, brandKeys: string[], configurationId: string | null = null): TSellerBrand => ({
  key,
  name: key,
  configurationId,
  brandKeys,
  productCount: 4,
});

const brands = [
  brand('home', ['Lumen Home'], ID),
  brand('Trailhead Gear', ['Trailhead Gear']),
  brand('Kitchen Kind', ['Kitchen Kind']),
];

function renderDialog(handlers: Record<string, unknown> = {}) {
  const api = stubApi({ [CONFIGURATIONS]: { brandConfigurations: [home] }, [BRANDS]: { brands }, ...handlers });
  const onClose = vi.fn();
  renderWithProviders(<BrandConfigurationsDialog sellerId="acme" opened onClose={onClose} />);
  return { api, onClose };
}

const dialog = () => within(screen.getByRole('dialog'));
const type = (label: string, value: string) => fireEvent.change(dialog().getByLabelText(label), { target: { value } });

async function chooseBrand(name: string) {
  fireEvent.click(dialog().getByRole('combobox', { name: 'Catalog brands' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('BrandConfigurationsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the configurations with their slug and catalog brands', async () => {
    renderDialog();
    const item = await screen.findByRole('listitem', { name: 'Home' });
    expect(within(item).getByText('home')).toBeTruthy();
    expect(within(item).getByText('Lumen Home')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Brand configurations' })).toBeTruthy();
  });

  it('checks name, slug (SPEC §5 message) and brands before sending anything', async () => {
    const { api } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'New brand' }));
    type('Name', 'Outdoor');
    type('Slug', 'No');
    fireEvent.click(dialog().getByRole('button', { name: 'Create brand' }));
    expect(dialog().getByText('Must be a alphanumeric with specials characters _-')).toBeTruthy();
    expect(dialog().getByText('Choose at least one brand')).toBeTruthy();
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('creates a brand from catalog brands, suggesting the slug from the name', async () => {
    const { api } = renderDialog({
      [CREATE]: ({ body }: { body: unknown }) =>
        new Response(JSON.stringify({ id: '44444444-4444-4444-8444-444444444444', ...(body as object) }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New brand' }));
    type('Name', 'Outdoor & Kitchen');
    expect((dialog().getByLabelText('Slug') as HTMLInputElement).value).toBe('outdoor-kitchen');
    await chooseBrand('Trailhead Gear');
    await chooseBrand('Kitchen Kind');
    // A brand key already in another configuration cannot be chosen twice.
    fireEvent.click(dialog().getByRole('combobox', { name: 'Catalog brands' }));
    expect(
      (await screen.findByRole('option', { name: 'Lumen Home (in Home)' })).getAttribute('data-combobox-disabled'),
    ).toBe('true');
    fireEvent.click(dialog().getByRole('button', { name: 'Create brand' }));

    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      name: 'Outdoor & Kitchen',
      slug: 'outdoor-kitchen',
      brandKeys: ['Trailhead Gear', 'Kitchen Kind'],
    });
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Outdoor & Kitchen has been created.');
    expect(await screen.findByRole('dialog', { name: 'Brand configurations' })).toBeTruthy();
  });

  it("shows the server's message when it refuses a configuration", async () => {
    renderDialog({ [UPDATE]: apiError(422, 'Validation failed', ['Lumen Home is already in Lights']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home' }));
    expect((dialog().getByLabelText('Slug') as HTMLInputElement).value).toBe('home');
    type('Name', 'Home and garden');
    fireEvent.click(dialog().getByRole('button', { name: 'Save brand' }));
    expect((await screen.findByTestId('brand-configuration-error')).textContent).toBe(
      'Lumen Home is already in Lights',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Home' })).toBeTruthy();
  });

  it('deletes after a confirmation, and keeps it when told to', async () => {
    const { api } = renderDialog({ [DELETE]: { id: ID, deleted: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Keep' }));
    expect(api.callsTo(DELETE)).toEqual([]);

    fireEvent.click(dialog().getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Home has been deleted');
  });
});
