import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError, getApiErrorMessage } from '../../../lib/api-client';
import { notificationStore } from '../../../lib/notification-store';
import { SUPPORT_EMAIL } from '../../../config/app-config';

export type TReportFormat = 'csv' | 'xlsx';

export interface StatementReportRequest {
  sellerId: string;
  format: TReportFormat;
  period: string;
  targetCurrency: string | undefined;
}

/** SPEC §8: the failure message with the support contact. */
export const REPORT_FAILED_MESSAGE = `Your report could not be generated. Please contact support at ${SUPPORT_EMAIL}.`;

const fileNameOf = (response: Response, fallback: string): string => {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
};

/**
 * Fetches the statement file first, so a failure can be told to the user, then hands it to the
 * browser as a download.
 */
export async function downloadStatementReport(request: StatementReportRequest): Promise<string> {
  const { sellerId, format, period, targetCurrency } = request;
  let response: Response;
  try {
    response = await fetch(paths.downloads.operationsReport.getHref(sellerId, { format, period, targetCurrency }), {
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached.');
  }
  if (!response.ok) throw new ApiError(response.status, getApiErrorMessage(response.status, response.statusText, null));
  const blob = await response.blob();
  const fileName = fileNameOf(response, `profit-loss-${sellerId}.${format}`);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  URL.revokeObjectURL(url);
  return fileName;
}

export const useDownloadStatementReport = () =>
  useMutation({
    mutationFn: downloadStatementReport,
    onError: () => notificationStore.show({ type: 'error', message: REPORT_FAILED_MESSAGE }),
  });
