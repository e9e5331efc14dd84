import type { TUserRole } from '@brandlens/contracts';

// SPEC §6: OPERATIONS users are 'Operations users'; every other user is an ordinary user.
export const ROLE_LABELS: Record<TUserRole, string> = { USER: 'User', OPERATIONS: 'Operations' };
