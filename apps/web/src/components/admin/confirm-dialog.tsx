import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (the default), another colour for a reversible change. */
  color?: string;
  isPending?: boolean;
  /** The failure of the last attempt, shown in the dialog so the admin can retry or cancel. */
  errorMessage?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive or far-reaching admin action; the action's own button confirms it. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  isPending = false,
  errorMessage,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={isPending ? () => undefined : onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {errorMessage ? (
          <Alert color="red" role="alert">
            {errorMessage}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={isPending} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
