import { randomBytes } from 'node:crypto';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../platform/crypto/secret-box.ts';
import { createUser } from '../../test/accounts.ts';
import { FAKE_US_PROFILE, seedFakeAdvertiser } from '../../test/fake-amazon-ads-seed.ts';
import { startFakeAmazonAds, type RunningFakeAmazonAds } from '../../test/fake-amazon-ads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Connecting Amazon Advertising through /oauth against the fake Ads API: the consent URL, the code
// exchanged and the token sealed, the profiles stored, the chooser's routes and the sync's status.
const KEY = randomBytes(32);
const CA_PROFILE = {
  ...FAKE_US_PROFILE,
  profileId: '1215041354659387',
  countryCode: 'CA',
  currencyCode: 'CAD',
  timezone: 'America/Toronto',
  marketplaceStringId: 'A2EUQ1WTGCTBG2',
  accountName: 'Lamplight CA',
};
const ADS_SYNC = 'amazon-ads.sync-seller';

describe(`Amazon Advertising connection on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let ads: RunningFakeAmazonAds;
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ads = await startFakeAmazonAds();
    testApp = await createTestApp(database, {
      env: { ...ads.env, CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64') },
      heldJobs: ['amazon-sp-api.sync-seller', ADS_SYNC],
    });
    cookie = (await createUser(testApp, 'ads@seller.test', { sellerName: 'Ads Seller' })).cookie;
    seedFakeAdvertiser(ads.fake);
    ads.fake.profiles.push(CA_PROFILE);
  });
  afterAll(async () => {
    await testApp.close();
    await ads.close();
    await database.destroy();
  });

  const consentUrl = async (sessionCookie: string, seller: string, region = 'na') => {
    const response = await testApp.call('POST', `/api/v2/sellers/${seller}/service-authorization-url`, {
      cookie: sessionCookie,
      body: { provider: 'autopilot_amazon_ads', region },
    });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().url);
  };
  /** The consent page's Allow: back to /oauth with a code and the state. */
  const allow = async (sessionCookie: string, seller: string, code?: string) => {
    const url = await consentUrl(sessionCookie, seller);
    const query = {
      code: code ?? ads.fake.issueCode(url.searchParams.get('redirect_uri') ?? ''),
      scope: 'advertising::campaign_management',
      state: url.searchParams.get('state') ?? '',
    };
    return testApp.call('GET', `/api/oauth?${new URLSearchParams(query).toString()}`, { cookie: sessionCookie });
  };
  const adsJobs = () => testApp.sentJobs.filter((job) => job.name === ADS_SYNC);

  it('sends the seller to Login with Amazon with the Ads scope and a state bound to the session', async () => {
    const url = await consentUrl(cookie, 'ads-seller');
    expect(`${url.origin}${url.pathname}`).toBe(`${ads.fake.baseUrl}/ap/oa`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: ads.fake.clientId,
      scope: 'advertising::campaign_management',
      response_type: 'code',
      redirect_uri: 'http://brandlens.test/oauth',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const options = await testApp.call('GET', '/api/v2/sellers/ads-seller/service-provider-options', { cookie });
    const provider = options
      .json()
      .providers.find((entry: { provider: string }) => entry.provider === 'autopilot_amazon_ads');
    expect(provider).toMatchObject({ availability: 'available', connection: { state: 'not-connected' } });
  });

  it('connects: the refresh token sealed, both profiles stored, none chosen and no sync yet', async () => {
    const response = await allow(cookie, 'ads-seller');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sellerId: 'ads-seller', provider: 'autopilot_amazon_ads' });
    const { rows } = await database.pool.query<{ token: string; account: string; region: string; status: string }>(
      `select refresh_token_encrypted as token, external_account_id as account, region, status
       from seller_connections where provider = 'autopilot_amazon_ads'`,
    );
    expect(rows).toEqual([{ token: expect.any(String), account: 'A2E2EADVERTISER', region: 'na', status: 'active' }]);
    const refreshToken = openSecret(rows[0]!.token, KEY);
    expect(ads.fake.refreshTokens.has(refreshToken)).toBe(true);
    expect(rows[0]!.token).not.toContain(refreshToken);
    const profiles = await testApp.call('GET', '/api/v2/sellers/ads-seller/advertising/amazon/profiles', { cookie });
    expect(profiles.json()).toEqual([
      {
        profileId: '1215041354659387',
        countryCode: 'CA',
        marketplaceId: 'A2EUQ1WTGCTBG2',
        currency: 'CAD',
        timezone: 'America/Toronto',
        accountType: 'seller',
        accountName: 'Lamplight CA',
        selected: false,
        lastSyncedAt: null,
        lastError: null,
      },
      expect.objectContaining({
        profileId: FAKE_US_PROFILE.profileId,
        countryCode: 'US',
        currency: 'USD',
        selected: false,
      }),
    ]);
    expect(adsJobs()).toEqual([]);
    const status = await testApp.call('GET', '/api/v2/sellers/ads-seller/advertising/amazon/sync', { cookie });
    expect(status.json()).toEqual({
      connected: true,
      status: 'idle',
      openReports: 0,
      lastSyncedAt: null,
      lastError: null,
      coverage: [],
    });
  });

  it('chooses profiles: an unknown one is refused, a new choice starts its sync', async () => {
    const path = '/api/v2/sellers/ads-seller/advertising/amazon/profiles';
    const unknown = await testApp.call('PUT', path, { cookie, body: { profileIds: ['999'] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      "Not a profile of this seller's Amazon Advertising connection: 999. Reload the list and choose again.",
    );
    const chosen = await testApp.call('PUT', path, { cookie, body: { profileIds: [FAKE_US_PROFILE.profileId] } });
    expect(chosen.statusCode).toBe(200);
    expect(
      chosen
        .json()
        .map((profile: { countryCode: string; selected: boolean }) => [profile.countryCode, profile.selected]),
    ).toEqual([
      ['CA', false],
      ['US', true],
    ]);
    expect(adsJobs()).toEqual([{ name: ADS_SYNC, data: { sellerId: expect.any(String), reason: 'select' } }]);
    // The same choice again starts nothing new.
    await testApp.call('PUT', path, { cookie, body: { profileIds: [FAKE_US_PROFILE.profileId] } });
    expect(adsJobs()).toHaveLength(1);
    const status = await testApp.call('GET', '/api/v2/sellers/ads-seller/advertising/amazon/sync', { cookie });
    expect(status.json()).toMatchObject({ connected: true, status: 'running', openReports: 0 });
  });

  it('syncs now once a minute', async () => {
    const path = '/api/v2/sellers/ads-seller/advertising/amazon/sync';
    const first = await testApp.call('POST', path, { cookie });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ connected: true, status: 'running' });
    expect(adsJobs().at(-1)?.data).toMatchObject({ reason: 'manual' });
    const second = await testApp.call('POST', path, { cookie });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('A sync was requested less than a minute ago; it is on its way.');
  });

  it('chooses the only profile of an account at once and starts its sync', async () => {
    const single = await createUser(testApp, 'single@seller.test', { sellerName: 'Single Seller' });
    ads.fake.profiles.splice(1);
    const before = adsJobs().length;
    // The account is the same: another seller's connection to it stays inactive.
    const taken = await allow(single.cookie, 'single-seller');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('account-already-active');
    ads.fake.profiles[0] = { ...FAKE_US_PROFILE, profileId: '4000000000000001', accountId: 'A9OTHERADVERTISER' };
    const response = await allow(single.cookie, 'single-seller');
    expect(response.statusCode).toBe(200);
    const profiles = await testApp.call('GET', '/api/v2/sellers/single-seller/advertising/amazon/profiles', {
      cookie: single.cookie,
    });
    expect(profiles.json()).toEqual([expect.objectContaining({ profileId: '4000000000000001', selected: true })]);
    expect(adsJobs().slice(before)).toEqual([
      { name: ADS_SYNC, data: { sellerId: expect.any(String), reason: 'connect' } },
    ]);
  });

  it('refuses a code Amazon refuses and an account without profiles', async () => {
    const noProfiles = await createUser(testApp, 'empty@seller.test', { sellerName: 'Empty Seller' });
    const refused = await allow(noProfiles.cookie, 'empty-seller', 'ANnotacode');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('invalid-code');
    ads.fake.profiles.splice(0);
    const empty = await allow(noProfiles.cookie, 'empty-seller');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'no-advertising-profiles',
      message:
        'This Amazon account has no advertising profiles. Set up Amazon Advertising for your store at advertising.amazon.com, then connect again.',
    });
    const { rows } = await database.pool.query(
      `select 1 from seller_connections c join sellers s on s.id = c.seller_id where s.slug = 'empty-seller'`,
    );
    expect(rows).toEqual([]);
  });
});
