import { alertTypeDefinition, type TAlert, type TUpdateAlertsBody } from '@brandlens/contracts';
import type { MuteAlertTypeInput } from '../api/mute-alert-type';

// What a user can do with an alert, worked out from its state so the menus offer only what applies.

export type TAlertAction = TUpdateAlertsBody['action'];

/** What the list's rows and bulk bar call; the panel runs the requests and reports the outcome. */
export interface AlertCommands {
  run: (alertIds: string[], action: TAlertAction, snoozedUntil?: string) => void;
  chooseSnoozeDay: (alertIds: string[]) => void;
  mute: (target: MuteTarget) => void;
  isBusy: boolean;
}

export const isUnread = (alert: Pick<TAlert, 'readAt'>): boolean => alert.readAt === null;
export const canResolve = (alert: Pick<TAlert, 'status'>): boolean =>
  alert.status === 'open' || alert.status === 'snoozed';
export const canReopen = (alert: Pick<TAlert, 'status'>): boolean => alert.status === 'resolved';
export const canSnooze = (alert: Pick<TAlert, 'status'>): boolean =>
  alert.status === 'open' || alert.status === 'snoozed';
export const canUnsnooze = (alert: Pick<TAlert, 'status'>): boolean => alert.status === 'snoozed';

export interface MuteTarget extends MuteAlertTypeInput {
  label: string;
}

/** Muting the alert's type for its SKU where the type takes SKU rules, else for the whole seller. */
export function muteTarget(alert: Pick<TAlert, 'type' | 'sku'>): MuteTarget {
  const definition = alertTypeDefinition(alert.type);
  if (alert.sku && definition.scopes.includes('sku'))
    return {
      type: alert.type,
      scope: 'sku',
      scopeValue: alert.sku,
      muted: true,
      label: `Mute ${definition.name} for SKU ${alert.sku}`,
    };
  return {
    type: alert.type,
    scope: 'seller',
    scopeValue: '',
    muted: true,
    label: `Mute ${definition.name} for this seller`,
  };
}

const PAST_TENSE: Record<TAlertAction, string> = {
  read: 'marked as read',
  unread: 'marked as unread',
  resolve: 'resolved',
  reopen: 'reopened',
  snooze: 'snoozed',
  unsnooze: 'woken up',
};

/** '2 alerts resolved.', '1 alert snoozed.' */
export function describeUpdate(action: TAlertAction, count: number): string {
  return `${count} ${count === 1 ? 'alert' : 'alerts'} ${PAST_TENSE[action]}.`;
}
