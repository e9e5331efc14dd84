import { getPpcReportUrlContract, type TAdFilters } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadUrl } from '../../../components/ui/data-table/download-blob';
import { API_BASE_PATH } from '../../../config/app-config';
import { apiRequest, buildApiUrl } from '../../../lib/api-client';

export type TPpcReportFormat = 'csv' | 'xlsx';

export interface PpcReportLink {
  url: string;
  fileName: string;
}

// The answer is a same-origin path; one the API gives without its base path is put under it, so
// the browser asks the API (with the session cookie) either way.
const toBrowserUrl = (url: string): string =>
  /^https?:\/\//.test(url) || url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) ? url : buildApiUrl(url);

export async function getPpcReportUrl(
  sellerId: string,
  query: TAdFilters & { format: TPpcReportFormat },
): Promise<PpcReportLink> {
  const link = await apiRequest(
    getPpcReportUrlContract.path,
    (data) => getPpcReportUrlContract.responses[200].parse(data),
    { query: { ...query, sellerId } },
  );
  return { url: toBrowserUrl(link.url), fileName: link.fileName };
}

/** Asks where the PPC report of the filters is, then downloads it. */
export function useDownloadPpcReport(sellerId: string, filters: TAdFilters) {
  return useMutation({
    mutationFn: (format: TPpcReportFormat) => getPpcReportUrl(sellerId, { ...filters, format }),
    // The browser downloads the file itself: it streams to disk and the cookie goes along.
    onSuccess: ({ url, fileName }) => downloadUrl(url, fileName),
  });
}
