import type { TAdminOrganizationsQuery } from '@brandlens/contracts';

export type AdminOrganizationsFilters = Pick<TAdminOrganizationsQuery, 'search' | 'plan'>;

// One root, so a write can refresh every list and every detail of organizations at once.
export const adminOrganizationKeys = {
  all: ['admin-organizations'] as const,
  list: (filters: AdminOrganizationsFilters) => ['admin-organizations', 'list', filters] as const,
  detail: (idOrSlug: string) => ['admin-organizations', 'detail', idOrSlug] as const,
  users: (idOrSlug: string) => ['admin-organizations', 'detail', idOrSlug, 'users'] as const,
  sellers: (idOrSlug: string) => ['admin-organizations', 'detail', idOrSlug, 'sellers'] as const,
};
