// What can go wrong talking to Amazon, as types a job can act on: only a new
// authorisation helps after AuthorisationLost; a RateLimited call or a
// pending report is rescheduled; a failed report is reported as such.
import { AmazonRequestError } from '../../platform/amazon/amazon-request-error.ts';

/** Login with Amazon refused the refresh token (revoked, expired, or the app removed in Seller Central). */
export class SpApiAuthorisationLostError extends Error {
  readonly code = 'authorisation-lost';
  readonly connectionId: string;
  constructor(connectionId: string) {
    super('Amazon no longer accepts the authorisation of this Seller Central account; the seller must authorise again');
    this.name = 'SpApiAuthorisationLostError';
    this.connectionId = connectionId;
  }
}

/** An SP-API or Login with Amazon call that failed for good (after the retries, or not retryable). */
export class SpApiRequestError extends AmazonRequestError {
  constructor(operation: string, status: number | undefined, detail: string, isRetryable = false) {
    super(operation, status, detail, isRetryable);
    this.name = 'SpApiRequestError';
  }
}

/** The operation's bucket has no slot within the wait the caller accepts: try again after retryAfterMs. */
export class SpApiRateLimitedError extends Error {
  readonly operation: string;
  readonly retryAfterMs: number;
  constructor(operation: string, retryAfterMs: number) {
    super(`${operation} is rate limited for another ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'SpApiRateLimitedError';
    this.operation = operation;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Amazon ended a report without a document: CANCELLED (often: no data for the period) or FATAL. */
export class SpApiReportFailedError extends Error {
  readonly reportId: string;
  readonly processingStatus: 'CANCELLED' | 'FATAL';
  constructor(reportId: string, processingStatus: 'CANCELLED' | 'FATAL') {
    super(
      processingStatus === 'CANCELLED'
        ? `Amazon cancelled report ${reportId} (no data for the period, or cancelled in Seller Central)`
        : `Amazon could not generate report ${reportId} (FATAL)`,
    );
    this.name = 'SpApiReportFailedError';
    this.reportId = reportId;
    this.processingStatus = processingStatus;
  }
}
