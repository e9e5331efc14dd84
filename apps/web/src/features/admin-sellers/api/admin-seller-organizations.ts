import {
  linkSellerOrganizationContract,
  listAdminSellerOrganizationsContract,
  unlinkSellerOrganizationContract,
  type ZAdminSellerOrganization,
} from '@brandlens/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRequest } from '../../../lib/admin/admin-request';
import { buildApiPath } from '../../../lib/api-client';
import { adminSellersKeys } from './admin-sellers-list';

// The organizations that see a seller, and adding or taking away one. Each write answers with the
// links as they now are, so the cache takes the answer; the seller's users follow the links.

export type TAdminSellerOrganization = z.infer<typeof ZAdminSellerOrganization>;

const organizationsKey = (sellerId: string) => [...adminSellersKeys.detail(sellerId), 'organizations'] as const;

export function findAdminSellerOrganizations(
  sellerId: string,
  signal?: AbortSignal,
): Promise<TAdminSellerOrganization[]> {
  return adminRequest(
    buildApiPath(listAdminSellerOrganizationsContract.path, { id: sellerId }),
    (data) => listAdminSellerOrganizationsContract.responses[200].parse(data).organizations,
    signal ? { signal } : {},
  );
}

function writeLink(
  contract: typeof linkSellerOrganizationContract | typeof unlinkSellerOrganizationContract,
  sellerId: string,
  organizationId: string,
): Promise<TAdminSellerOrganization[]> {
  return adminRequest(
    buildApiPath(contract.path, { id: sellerId, orgId: organizationId }),
    (data) => contract.responses[200].parse(data).organizations,
    { method: contract.method },
  );
}

export const useAdminSellerOrganizations = (sellerId: string) =>
  useQuery({
    queryKey: organizationsKey(sellerId),
    queryFn: ({ signal }) => findAdminSellerOrganizations(sellerId, signal),
  });

function useLinkMutation(
  contract: typeof linkSellerOrganizationContract | typeof unlinkSellerOrganizationContract,
  sellerId: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) => writeLink(contract, sellerId, organizationId),
    onSuccess: (organizations) => {
      queryClient.setQueryData(organizationsKey(sellerId), organizations);
      // The seller's record counts its organizations, and its users come from them.
      void queryClient.invalidateQueries({ queryKey: adminSellersKeys.detail(sellerId), exact: true });
      void queryClient.invalidateQueries({ queryKey: [...adminSellersKeys.detail(sellerId), 'users'] });
      void queryClient.invalidateQueries({ queryKey: [...adminSellersKeys.all, 'list'] });
    },
  });
}

export const useLinkSellerOrganization = (sellerId: string) =>
  useLinkMutation(linkSellerOrganizationContract, sellerId);

export const useUnlinkSellerOrganization = (sellerId: string) =>
  useLinkMutation(unlinkSellerOrganizationContract, sellerId);
