import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../platform/env.ts';
import { notificationsQueueFrom } from './notifications-queue.ts';

const AMAZON = {
  AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.test',
  AMAZON_LWA_CLIENT_SECRET: 'lwa-secret',
  CONNECTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/brandlens-notifications';

describe('the notifications queue settings', () => {
  it('is off without a queue URL', () => {
    const env = parseEnv({ ...AMAZON });
    expect(env.AWS_REGION).toBeUndefined();
    expect(notificationsQueueFrom(env)).toBeUndefined();
  });

  it("takes the region from the queue URL unless AWS_REGION is set, and AWS's endpoint unless overridden", async () => {
    const derived = parseEnv({ ...AMAZON, AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: QUEUE_URL });
    expect(derived.AWS_REGION).toBe('eu-west-1');
    expect(
      parseEnv({ ...AMAZON, AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: 'https://us-west-2.queue.amazonaws.com/1/q' })
        .AWS_REGION,
    ).toBe('us-west-2');
    expect(
      parseEnv({ ...AMAZON, AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: QUEUE_URL, AWS_REGION: 'us-east-1' }).AWS_REGION,
    ).toBe('us-east-1');

    const queue = notificationsQueueFrom(derived, { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });
    expect(queue?.queueUrl).toBe(QUEUE_URL);
    expect(await queue?.client.config.region()).toBe('eu-west-1');
    expect(queue?.client.config.endpoint).toBeUndefined();
    queue?.client.destroy();

    const local = parseEnv({
      ...AMAZON,
      AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: 'http://127.0.0.1:9324/000000000000/notifications',
      AMAZON_SQS_ENDPOINT: 'http://127.0.0.1:9324',
      AWS_REGION: 'eu-central-1',
    });
    const localQueue = notificationsQueueFrom(local);
    const endpoint = await localQueue?.client.config.endpoint?.();
    expect(`${endpoint?.protocol}//${endpoint?.hostname}:${endpoint?.port}`).toBe('http://127.0.0.1:9324');
    localQueue?.client.destroy();
  });

  it('refuses a queue URL that names no region without AWS_REGION, or without Amazon credentials', () => {
    const noRegion = () => parseEnv({ ...AMAZON, AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: 'http://127.0.0.1:9324/0/q' });
    expect(noRegion).toThrow(EnvError);
    expect(noRegion).toThrow(/AWS_REGION: is needed/);
    expect(() => parseEnv({ AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: QUEUE_URL })).toThrow(
      /AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: needs AMAZON_LWA_CLIENT_ID/,
    );
    expect(() => parseEnv({ ...AMAZON, AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: 'not a url' })).toThrow(
      /must be the URL of an SQS queue/,
    );
    expect(() => parseEnv({ ...AMAZON, AWS_REGION: 'Europe' })).toThrow(/must be an AWS region/);
  });
});
