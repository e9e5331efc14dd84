import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacedFakeAmazon, type PacedFakeAmazon } from './fake-amazon-paced.ts';

// The benchmark's fake Amazon: answers after its latency, and a 429 once an account's burst is spent,
// counted per access token (one account) and operation.
describe('paced fake Amazon', () => {
  let running: PacedFakeAmazon;
  beforeAll(async () => {
    running = await startPacedFakeAmazon({ latencyMs: 40, isRateLimited: true });
    running.fake.refreshTokens.add('Atzr|one').add('Atzr|two');
  });
  afterAll(() => running.close());

  const accessToken = async (refreshToken: string) => {
    const response = await fetch(running.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const listReports = (token: string) =>
    fetch(`${running.endpoint}/reports/2021-06-30/reports?reportTypes=GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2`, {
      headers: { 'x-amz-access-token': token },
    });

  it("answers after its latency and refuses an account's calls beyond getReports' burst of 10", async () => {
    const one = await accessToken('Atzr|one');
    const startedAt = performance.now();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) statuses.push((await listReports(one)).status);
    // Each answer takes at least 80 % of the latency.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(11 * 32);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect(running.fake.calls.at(-1)).toMatchObject({ operation: 'getReports', status: 429 });

    // Another account has buckets of its own; an hour without calls fills them again.
    expect((await listReports(await accessToken('Atzr|two'))).status).toBe(200);
    running.refillRateLimits();
    expect((await listReports(one)).status).toBe(200);
  });
});
