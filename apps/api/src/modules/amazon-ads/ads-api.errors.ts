// What can go wrong talking to the Amazon Ads API, as types the sync acts on:
// only a new authorisation helps after AuthorisationLost; a RateLimited call
// comes back later; anything else is recorded on the profile or connection.
import { AmazonRequestError } from '../../platform/amazon/amazon-request-error.ts';

/** Amazon refused the refresh token (invalid_grant) or kept answering 401 with a fresh access token. */
export class AdsAuthorisationLostError extends Error {
  readonly code = 'authorisation-lost';
  constructor() {
    super(
      'Amazon no longer accepts the authorisation of this Amazon Advertising account; connect it again in Settings → Connections',
    );
    this.name = 'AdsAuthorisationLostError';
  }
}

/** An Ads API or Login with Amazon call that failed for good (after the retries, or not retryable). */
export class AdsRequestError extends AmazonRequestError {
  /** Amazon's answer (an error body: never a token). */
  readonly body: unknown;
  constructor(operation: string, status: number | undefined, detail: string, isRetryable = false, body?: unknown) {
    super(operation, status, detail, isRetryable);
    this.name = 'AdsRequestError';
    this.body = body;
  }
}

/** Amazon asked to wait longer than a run waits in place (Retry-After): come back after retryAfterMs. */
export class AdsRateLimitedError extends Error {
  readonly operation: string;
  readonly retryAfterMs: number;
  constructor(operation: string, retryAfterMs: number) {
    super(`${operation} is rate limited by Amazon for another ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'AdsRateLimitedError';
    this.operation = operation;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A report file Amazon made that cannot be read as it should (a row without its day or campaign). */
export class AdsReportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdsReportFileError';
  }
}
