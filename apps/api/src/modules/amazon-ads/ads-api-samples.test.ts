import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedTokenSource } from './ads-access-tokens.ts';
import { createAdsApiClient, type AdsApiClient } from './ads-api-client.ts';
import {
  ZAdsProfiles,
  ZAdsReport,
  ZSbCampaignsPage,
  ZSdCampaigns,
  ZSpAdGroupsPage,
  ZSpCampaignsPage,
  ZSpKeywordsPage,
  ZSpProductAdsPage,
} from './ads-api.schemas.ts';
import { sbCampaignValues, sdCampaignValues, spCampaignValues, spKeywordValues } from './ads-entity-values.ts';

// The official Ads API Postman collection's saved answers (../shared/samples/amzn-ads-advanced-tools-docs),
// replayed at the HTTP boundary through the client: each call gets the answer the collection saved
// for that request, in order, and must carry the headers the collection's request names.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const SAMPLE = resolve(
  repoRoot,
  '../shared/samples/amzn-ads-advanced-tools-docs/extracted/sponsored-products-reporting-v3-auth.requests-responses.json',
);
const hasSamples = existsSync(SAMPLE);

interface SampleRequest {
  folder: string;
  name: string;
  method: string;
  url: string;
  headers: Array<{ key: string; value: string }>;
  saved_responses: Array<{ name: string; code: number; body: string }>;
}

const profile = { sellerId: 'seller', profileId: '3221811011371990', marketplaceId: 'ATVPDKIKX0DER', currency: 'USD' };

describe.skipIf(!hasSamples)('the Ads API client on the collection saved answers', () => {
  let server: Server;
  let client: AdsApiClient;
  const seen: Array<{ sample: SampleRequest; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    const samples = JSON.parse(readFileSync(SAMPLE, 'utf8')) as SampleRequest[];
    const served = new Map<SampleRequest, number>();
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://replay').pathname;
      // The first collection request of this method whose path matches (":reportId" matches one segment).
      const sample = samples.find((candidate) => {
        const pattern = candidate.url
          .replace('{{api_url}}', '')
          .split('?')[0]!
          .replace(/:[A-Za-z]+/g, '[^/]+');
        return (
          candidate.method === request.method &&
          new RegExp(`^${pattern}$`).test(path) &&
          candidate.folder !== '/Sponsored Products/Campaigns'
        );
      });
      request.resume();
      if (!sample) return void response.writeHead(404).end();
      seen.push({ sample, headers: request.headers });
      const index = served.get(sample) ?? 0;
      served.set(sample, index + 1);
      const saved = sample.saved_responses[Math.min(index, sample.saved_responses.length - 1)];
      response.writeHead(saved?.code ?? 200, { 'content-type': 'application/json' }).end(saved?.body ?? '[]');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = createAdsApiClient({
      config: { clientId: 'amzn1.application-oa2-client.sample', apiEndpoint: endpoint },
      region: 'na',
      tokens: fixedTokenSource('Atza|sample'),
    });
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** Every header the collection's request sets is sent (Content-Type only with a body). */
  const expectSampleHeaders = () => {
    const { sample, headers } = seen.at(-1)!;
    for (const { key } of sample.headers.filter((header) => header.key !== ''))
      if (key !== 'Content-Type' || headers['content-length'] !== undefined)
        expect(headers, `${sample.name}: ${key}`).toHaveProperty(key.toLowerCase());
    expect(headers.authorization).toBe('Bearer Atza|sample');
  };
  const sp = (path: string, type: string) => ({
    operation: type,
    method: 'POST' as const,
    path,
    profileId: profile.profileId,
    mediaType: `application/vnd.${type}.v3+json`,
    body: { maxResults: 10 },
  });

  it('lists profiles with the client id and no profile scope (the collection saves no answer: an empty list)', async () => {
    expect(await client.send({ operation: 'listProfiles', method: 'GET', path: '/v2/profiles' }, ZAdsProfiles)).toEqual(
      [],
    );
    expectSampleHeaders();
    expect(seen.at(-1)?.headers['amazon-advertising-api-scope']).toBeUndefined();
  });

  it('reads the Sponsored Products, Brands and Display campaign lists as campaigns', async () => {
    const spPage = await client.send(sp('/sp/campaigns/list', 'spCampaign'), ZSpCampaignsPage);
    expectSampleHeaders();
    expect(spPage.campaigns.map((campaign) => spCampaignValues(profile, campaign)).slice(0, 2)).toEqual([
      expect.objectContaining({
        campaignId: '52978233888897',
        budget: '15.0000',
        budgetType: 'DAILY',
        targetingType: 'AUTO',
        startDay: '2022-08-11',
        endDay: null,
        state: 'ENABLED',
      }),
      expect.objectContaining({
        campaignId: '276748589410145',
        name: 'Test SP campaign',
        budget: '100.0000',
        endDay: '2022-11-08',
      }),
    ]);
    const sbPage = await client.send(
      {
        operation: 'listSbCampaigns',
        method: 'POST',
        path: '/sb/v4/campaigns/list',
        profileId: profile.profileId,
        mediaType: 'application/vnd.sbcampaignresource.v4+json',
        body: {},
      },
      ZSbCampaignsPage,
    );
    expectSampleHeaders();
    expect(sbPage.campaigns.map((campaign) => sbCampaignValues(profile, campaign))).toEqual([
      expect.objectContaining({
        adProduct: 'SB',
        campaignId: '38789817437281',
        budget: '50.0000',
        startDay: '2023-02-20',
      }),
      expect.objectContaining({ adProduct: 'SB', campaignId: '194584775574615', budget: '100.0000' }),
    ]);
    const sd = await client.send(
      { operation: 'listSdCampaigns', method: 'GET', path: '/sd/campaigns', profileId: profile.profileId },
      ZSdCampaigns,
    );
    expectSampleHeaders();
    expect(sd.map((campaign) => sdCampaignValues(profile, campaign))).toEqual([
      expect.objectContaining({
        adProduct: 'SD',
        campaignId: '127519806194475',
        state: 'ENABLED',
        targetingType: 'T00020',
        startDay: '2022-01-26',
        budgetType: 'DAILY',
      }),
      expect.objectContaining({ campaignId: '7283550165182' }),
    ]);
  });

  it('reads the ad groups, keywords and product ads lists', async () => {
    expect((await client.send(sp('/sp/adGroups/list', 'spAdGroup'), ZSpAdGroupsPage)).adGroups).toEqual([
      {
        adGroupId: '220795965021387',
        campaignId: '102579222643121',
        name: 'adGrouptesting',
        state: 'ENABLED',
        defaultBid: 100,
      },
    ]);
    const keywords = (await client.send(sp('/sp/keywords/list', 'spKeyword'), ZSpKeywordsPage)).keywords;
    expect(keywords.map((keyword) => spKeywordValues(profile, keyword))).toEqual([
      expect.objectContaining({
        targetId: '88150926783794',
        kind: 'keyword',
        expression: 'soap bar',
        matchType: 'EXACT',
        bid: '0.0200',
      }),
    ]);
    expect((await client.send(sp('/sp/productAds/list', 'spProductAd'), ZSpProductAdsPage)).productAds).toEqual([
      {
        adId: '87094400667825',
        adGroupId: '140531465119624',
        campaignId: '26256301417055',
        asin: 'B0986YK83J',
        sku: 'a140aafa-1a23',
        state: 'ENABLED',
      },
    ]);
  });

  it('creates a report, then finds it PENDING, then COMPLETED with its file URL', async () => {
    const look = {
      operation: 'getReport',
      method: 'GET' as const,
      path: '/reporting/reports/b09d780d-44d8-425c-a3fc-c6aa51e91b39',
      profileId: profile.profileId,
    };
    const created = await client.send(
      {
        operation: 'createReport',
        method: 'POST',
        path: '/reporting/reports',
        profileId: profile.profileId,
        mediaType: 'application/vnd.createasyncreportrequest.v3+json',
        body: {},
      },
      ZAdsReport,
    );
    expectSampleHeaders();
    expect(created).toEqual({
      reportId: '06ba6494-8568-4066-949f-abb6a91c0b9c',
      status: 'PENDING',
      url: null,
      fileSize: null,
      failureReason: null,
    });
    expect(await client.send(look, ZAdsReport)).toMatchObject({ status: 'PENDING', url: null });
    const done = await client.send(look, ZAdsReport);
    expect(done).toMatchObject({ reportId: 'b09d780d-44d8-425c-a3fc-c6aa51e91b39', status: 'COMPLETED', fileSize: 22 });
    expect(done.url).toMatch(/^https:\/\/offline-report-storage-us-east-1-prod\.s3\.amazonaws\.com\/.+\.json\.gz\?/);
  });
});

if (!hasSamples)
  describe('the Ads API client on the collection saved answers', () => {
    it.skip('skipped: the Ads API collection (../shared/samples/amzn-ads-advanced-tools-docs) is not beside the project', () =>
      undefined);
  });
