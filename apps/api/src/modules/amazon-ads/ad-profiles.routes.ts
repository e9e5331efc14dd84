// Amazon Advertising as the web app drives it: the advertiser profiles and
// which of them sync, the sync's state, and Sync now (once a minute).
import {
  getAdSyncStatusContract,
  listAdProfilesContract,
  requestAdSyncContract,
  selectAdProfilesContract,
} from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { chooseAdProfiles, getAdProfiles } from './ads-profiles.service.ts';
import { getAdSyncStatus, requestAdSyncNow } from './ads-sync-status.service.ts';

export const listAdProfilesRoute = defineRoute({
  contract: listAdProfilesContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getAdProfiles(deps, auth, params.sellerId) };
  },
});

export const selectAdProfilesRoute = defineRoute({
  contract: selectAdProfilesContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, body, auth, deps }) {
    return { status: 200 as const, body: await chooseAdProfiles(deps, auth, params.sellerId, body.profileIds) };
  },
});

export const getAdSyncStatusRoute = defineRoute({
  contract: getAdSyncStatusContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getAdSyncStatus(deps.db, auth, params.sellerId) };
  },
});

export const requestAdSyncRoute = defineRoute({
  contract: requestAdSyncContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, auth, deps }) {
    return { status: 202 as const, body: await requestAdSyncNow(deps, auth, params.sellerId) };
  },
});

export const adProfilesRoutes = [
  listAdProfilesRoute,
  selectAdProfilesRoute,
  getAdSyncStatusRoute,
  requestAdSyncRoute,
] as const;
