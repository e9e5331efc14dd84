import { describe, expect, it } from 'vitest';
import {
  connectButtonLabel,
  connectionBadge,
  describeAvailability,
  describeConnection,
  regionLabel,
} from './describe-connection';

const account = {
  region: 'eu' as const,
  accountId: 'A1SELLER',
  authorizedAt: '2026-11-12T09:15:00.000Z',
  lastSyncedAt: null,
};

describe('describeConnection', () => {
  it('says nothing more for a provider that is not connected, and offers Connect', () => {
    expect(describeConnection({ state: 'not-connected' })).toEqual([]);
    expect(connectButtonLabel({ state: 'not-connected' })).toBe('Connect');
    expect(connectionBadge({ state: 'not-connected' }).label).toBe('Not connected');
  });

  it('gives the account, region, authorisation date and last sync of a connection, with an explicit time zone', () => {
    expect(describeConnection({ ...account, state: 'connected', lastSyncedAt: '2026-11-20T08:30:00.000Z' })).toEqual([
      'Account A1SELLER in Europe & India, authorised on 12 Nov 2026.',
      'Last sync: 20 Nov 2026, 08:30 UTC.',
    ]);
    expect(describeConnection({ ...account, state: 'connected' })[1]).toBe('Not synced yet.');
    expect(describeConnection({ ...account, state: 'connected' }, { withLastSync: false })).toEqual([
      'Account A1SELLER in Europe & India, authorised on 12 Nov 2026.',
    ]);
    expect(connectButtonLabel({ ...account, state: 'connected' })).toBe('Reconnect');
  });

  it('puts the message of an error first; a refused authorisation has its alert instead', () => {
    const error = { ...account, state: 'error' as const, message: 'The report could not be downloaded.' };
    expect(describeConnection(error)[0]).toBe('The report could not be downloaded.');
    expect(connectionBadge(error)).toEqual({ label: 'Error', color: 'red' });
    const refused = { ...account, state: 'reauthorization-required' as const, message: 'Reconnect it to resume.' };
    expect(describeConnection(refused)).not.toContain('Reconnect it to resume.');
    expect(connectionBadge(refused).label).toBe('Reconnect needed');
    expect(connectButtonLabel(refused)).toBe('Reconnect');
  });
});

describe('describeAvailability', () => {
  it('says plainly when the server cannot connect a provider, and nothing when it can', () => {
    expect(describeAvailability({ name: 'Amazon Seller Central', availability: 'available' })).toBeNull();
    expect(describeAvailability({ name: 'Amazon Seller Central', availability: 'not-configured' })).toMatch(
      /^Amazon Seller Central connections are not configured on this server yet\./,
    );
    expect(describeAvailability({ name: 'Amazon Advertising', availability: 'not-available-yet' })).toBe(
      'Connecting Amazon Advertising accounts is not available yet.',
    );
  });
});

describe('regionLabel', () => {
  it('names the SPEC §3 regions', () => {
    expect([regionLabel('na'), regionLabel('eu'), regionLabel('fe')]).toEqual([
      'North America',
      'Europe & India',
      'Far East',
    ]);
  });
});
