import { oauthCallbackContract } from '@brandlens/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Forwards the provider's callback query to GET /api/oauth, which checks the state and stores the connection. */
export function completeAuthorization(search: URLSearchParams) {
  const query: Record<string, string> = {};
  for (const [key, value] of search) query[key] = value;
  return apiRequest(oauthCallbackContract.path, (data) => oauthCallbackContract.responses[200].parse(data), { query });
}
