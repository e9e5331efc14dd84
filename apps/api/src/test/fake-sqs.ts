// Amazon SQS faked at the HTTP boundary for tests: one queue, spoken to in the
// AWS JSON 1.0 protocol that @aws-sdk/client-sqs uses (POST /, X-Amz-Target
// AmazonSQS.<operation>, application/x-amz-json-1.0; signatures not checked).
// ReceiveMessage long polls (it answers when a message arrives or WaitTimeSeconds
// pass), hides what it returns for the visibility timeout and counts receives;
// DeleteMessage and DeleteMessageBatch take the latest receipt handle only.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSqsMessage {
  messageId: string;
  body: string;
  receiveCount: number;
  /** The receipt handle of the latest receive; undefined before the first. */
  receiptHandle: string | undefined;
  /** Hidden until then (ms since the epoch) after a receive. */
  visibleAt: number;
}

export interface FakeSqsCall {
  operation: string;
  input: Record<string, unknown>;
  /** ReceiveMessage: the message ids it returned. */
  returned?: string[];
}

interface Waiter {
  wake(): void;
}

class SqsError extends Error {
  readonly status: number;
  readonly type: string;
  readonly queryCode: string;

  constructor(status: number, type: string, queryCode: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.queryCode = queryCode;
  }
}

export class FakeSqs {
  readonly messages: FakeSqsMessage[] = [];
  readonly deleted: FakeSqsMessage[] = [];
  readonly calls: FakeSqsCall[] = [];
  /** Answers the next ReceiveMessage calls with this HTTP status (an outage), one entry per call. */
  readonly receiveFailures: number[] = [];
  readonly #waiters = new Set<Waiter>();

  readonly queueUrl: string;

  constructor(queueUrl: string) {
    this.queueUrl = queueUrl;
  }

  /** What Amazon would put on the queue: the notification's JSON as the body. */
  send(body: string | object): FakeSqsMessage {
    const message: FakeSqsMessage = {
      messageId: randomUUID(),
      body: typeof body === 'string' ? body : JSON.stringify(body),
      receiveCount: 0,
      receiptHandle: undefined,
      visibleAt: 0,
    };
    this.messages.push(message);
    for (const waiter of this.#waiters) waiter.wake();
    return message;
  }

  /** Ends every visibility timeout now, as if it had passed. */
  expireVisibility(): void {
    for (const message of this.messages) message.visibleAt = 0;
    for (const waiter of this.#waiters) waiter.wake();
  }

  callsOf(operation: string): FakeSqsCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  /** Long polls in flight. */
  get waitingReceives(): number {
    return this.#waiters.size;
  }

  async handle(request: IncomingMessage, body: string, response: ServerResponse): Promise<void> {
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = target.startsWith('AmazonSQS.') ? target.slice('AmazonSQS.'.length) : target;
    try {
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/x-amz-json-1.0')
        throw new SqsError(400, 'com.amazonaws.sqs#InvalidAction', 'InvalidAction;Sender', 'Not AWS JSON 1.0');
      const input = JSON.parse(body) as Record<string, unknown>;
      const call: FakeSqsCall = { operation, input };
      this.calls.push(call);
      if (input.QueueUrl !== this.queueUrl)
        throw new SqsError(
          400,
          'com.amazonaws.sqs#QueueDoesNotExist',
          'AWS.SimpleQueueService.NonExistentQueue;Sender',
          'The specified queue does not exist.',
        );
      const answer = await this.#run(operation, input, call, response);
      this.#answer(response, 200, answer);
    } catch (error) {
      if (!(error instanceof SqsError)) throw error;
      response.setHeader('x-amzn-query-error', error.queryCode);
      this.#answer(response, error.status, { __type: error.type, message: error.message });
    }
  }

  async #run(operation: string, input: Record<string, unknown>, call: FakeSqsCall, response: ServerResponse) {
    switch (operation) {
      case 'ReceiveMessage':
        return this.#receive(input, call, response);
      case 'DeleteMessage':
        this.#delete(String(input.ReceiptHandle));
        return {};
      case 'DeleteMessageBatch':
        return this.#deleteBatch(input.Entries as { Id: string; ReceiptHandle: string }[]);
      default:
        throw new SqsError(
          400,
          'com.amazonaws.sqs#UnsupportedOperation',
          'AWS.SimpleQueueService.UnsupportedOperation;Sender',
          operation,
        );
    }
  }

  async #receive(input: Record<string, unknown>, call: FakeSqsCall, response: ServerResponse) {
    const status = this.receiveFailures.shift();
    if (status)
      throw new SqsError(status, 'com.amazonaws.sqs#InternalError', 'InternalError;Receiver', 'Internal error');
    const max = Number(input.MaxNumberOfMessages ?? 1);
    const visibilityMs = Number(input.VisibilityTimeout ?? 30) * 1000;
    const deadline = Date.now() + Number(input.WaitTimeSeconds ?? 0) * 1000;
    // The response closes before it is written when the client gives up (an aborted long poll).
    let isGone = false;
    response.once('close', () => (isGone = !response.writableFinished));
    let visible = this.#visible(max);
    while (visible.length === 0 && Date.now() < deadline && !isGone) {
      await this.#wait(deadline - Date.now(), response);
      visible = this.#visible(max);
    }
    // Nobody reads the answer: nothing is handed out (real SQS might hide them unseen; a test should not wait for that).
    if (isGone) visible = [];
    for (const message of visible) {
      message.receiveCount += 1;
      message.receiptHandle = `${message.messageId}:${message.receiveCount}:${randomUUID()}`;
      message.visibleAt = Date.now() + visibilityMs;
    }
    call.returned = visible.map((message) => message.messageId);
    if (visible.length === 0) return {};
    const withCount = (input.MessageSystemAttributeNames as string[] | undefined)?.some((name) =>
      ['All', 'ApproximateReceiveCount'].includes(name),
    );
    return {
      Messages: visible.map((message) => ({
        MessageId: message.messageId,
        ReceiptHandle: message.receiptHandle,
        MD5OfBody: createHash('md5').update(message.body).digest('hex'),
        Body: message.body,
        ...(withCount ? { Attributes: { ApproximateReceiveCount: String(message.receiveCount) } } : {}),
      })),
    };
  }

  #visible(max: number): FakeSqsMessage[] {
    const now = Date.now();
    return this.messages.filter((message) => message.visibleAt <= now).slice(0, max);
  }

  #wait(ms: number, response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        wake: () => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          response.off('close', waiter.wake);
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, ms);
      this.#waiters.add(waiter);
      response.once('close', waiter.wake);
    });
  }

  #delete(receiptHandle: string): void {
    const index = this.messages.findIndex((message) => message.receiptHandle === receiptHandle);
    if (index === -1)
      throw new SqsError(
        400,
        'com.amazonaws.sqs#ReceiptHandleIsInvalid',
        'ReceiptHandleIsInvalid;Sender',
        'The input receipt handle is invalid.',
      );
    this.deleted.push(...this.messages.splice(index, 1));
  }

  #deleteBatch(entries: { Id: string; ReceiptHandle: string }[]) {
    const Successful: { Id: string }[] = [];
    const Failed: { Id: string; SenderFault: boolean; Code: string; Message: string }[] = [];
    for (const entry of entries) {
      try {
        this.#delete(entry.ReceiptHandle);
        Successful.push({ Id: entry.Id });
      } catch (error) {
        if (!(error instanceof SqsError)) throw error;
        Failed.push({ Id: entry.Id, SenderFault: true, Code: 'ReceiptHandleIsInvalid', Message: error.message });
      }
    }
    return { Successful, Failed };
  }

  #answer(response: ServerResponse, status: number, body: unknown): void {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
    response.end(JSON.stringify(body));
  }
}

export interface RunningFakeSqs {
  fake: FakeSqs;
  /** AMAZON_SQS_ENDPOINT pointing at this server. */
  endpoint: string;
  close(): Promise<void>;
}

/** The queue URL is an AWS-shaped one (its region is read from it); requests go to `endpoint`. */
export async function startFakeSqs(
  queueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/brandlens-notifications',
): Promise<RunningFakeSqs> {
  const fake = new FakeSqs(queueUrl);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.handle(request, Buffer.concat(chunks).toString('utf8'), response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify({ __type: 'com.amazonaws.sqs#InternalError', message: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    fake,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        fake.expireVisibility();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
