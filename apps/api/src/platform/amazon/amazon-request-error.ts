// A call to an Amazon API (SP-API, Ads API, Login with Amazon) that failed for good: after the
// retries, or not retryable. Each API's module names its own subclass, so its callers catch only
// its failures.
export class AmazonRequestError extends Error {
  readonly operation: string;
  readonly status: number | undefined;
  readonly isRetryable: boolean;
  constructor(operation: string, status: number | undefined, detail: string, isRetryable = false) {
    super(`${operation} failed${status === undefined ? '' : ` with HTTP ${status}`}: ${detail}`);
    this.name = 'AmazonRequestError';
    this.operation = operation;
    this.status = status;
    this.isRetryable = isRetryable;
  }
}
