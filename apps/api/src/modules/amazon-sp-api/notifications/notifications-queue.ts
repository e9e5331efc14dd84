// The SQS queue Amazon delivers the Notifications API's messages to, and a
// client for it: AWS's regional endpoint (the queue URL's host), or one base
// URL when AMAZON_SQS_ENDPOINT is set (a local fake). Credentials come from
// the AWS SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
// a profile, or the role of the machine); tests pass their own.
import { SQSClient, type SQSClientConfig } from '@aws-sdk/client-sqs';
import type { Env } from '../../../platform/env.ts';

export interface NotificationsQueue {
  client: SQSClient;
  queueUrl: string;
}

/** Undefined without AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: the schedules alone keep the data fresh then. */
export function notificationsQueueFrom(
  env: Pick<Env, 'AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL' | 'AMAZON_SQS_ENDPOINT' | 'AWS_REGION'>,
  credentials?: SQSClientConfig['credentials'],
): NotificationsQueue | undefined {
  const queueUrl = env.AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL;
  if (!queueUrl) return undefined;
  const client = new SQSClient({
    region: env.AWS_REGION,
    ...(env.AMAZON_SQS_ENDPOINT ? { endpoint: env.AMAZON_SQS_ENDPOINT } : {}),
    ...(credentials ? { credentials } : {}),
  });
  return { client, queueUrl };
}
