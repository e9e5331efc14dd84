import { listAlertsBySubjectContract, type TAlertGroup } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** The open alerts grouped by subject (a SKU, a settlement, the connection...). */
export function listAlertsBySubject(sellerId: string, signal?: AbortSignal): Promise<TAlertGroup[]> {
  return apiRequest(
    buildApiPath(listAlertsBySubjectContract.path, { sellerId }),
    (data) => listAlertsBySubjectContract.responses[200].parse(data).groups,
    signal ? { signal } : {},
  );
}

export const alertsBySubjectQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: alertKeys.bySubject(sellerId),
    queryFn: ({ signal }) => listAlertsBySubject(sellerId, signal),
  });

/** Asked only while the list is grouped by subject. */
export const useAlertsBySubject = (sellerId: string, isEnabled: boolean) =>
  useQuery({ ...alertsBySubjectQueryOptions(sellerId), enabled: isEnabled });
