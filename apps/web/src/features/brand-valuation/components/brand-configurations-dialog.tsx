import type { TBrandConfiguration } from '@brandlens/contracts';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notificationStore } from '../../../lib/notification-store';
import { useBrandConfigurations } from '../api/list-brand-configurations';
import { useSellerBrands } from '../api/list-seller-brands';
import { useDeleteBrandConfiguration, useSaveBrandConfiguration } from '../api/save-brand-configuration';
import { buildBrandKeyOptions } from '../utils/brand-key-options';
import { BrandConfigurationForm } from './brand-configuration-form';

type Mode = { kind: 'list' } | { kind: 'form'; configuration: TBrandConfiguration | null };

interface BrandConfigurationsDialogProps {
  sellerId: string;
  opened: boolean;
  onClose: () => void;
}

/** Lists the seller's brand configurations; creates, edits and deletes them. */
export function BrandConfigurationsDialog({ sellerId, opened, onClose }: BrandConfigurationsDialogProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const configurations = useBrandConfigurations(sellerId);
  const brands = useSellerBrands(sellerId);
  const save = useSaveBrandConfiguration(sellerId);
  const remove = useDeleteBrandConfiguration(sellerId);

  const showList = () => {
    setMode({ kind: 'list' });
    setConfirmingId(null);
    save.reset();
    remove.reset();
  };
  const close = () => {
    showList();
    onClose();
  };

  let body;
  if (configurations.isPending || brands.isPending) body = <Loader size="sm" aria-label="Loading the brands" />;
  else if (configurations.isError || brands.isError) {
    body = (
      <Alert color="red" variant="light">
        {(configurations.error ?? brands.error)?.message}
      </Alert>
    );
  } else if (mode.kind === 'form') {
    const editing = mode.configuration;
    body = (
      <BrandConfigurationForm
        configuration={editing}
        brandKeyOptions={buildBrandKeyOptions(brands.data, configurations.data, editing?.id ?? null)}
        serverError={save.isError ? save.error.message : null}
        isSaving={save.isPending}
        onCancel={showList}
        onSubmit={(submitted) =>
          save.mutate(
            { id: editing?.id ?? null, body: submitted },
            {
              onSuccess: (saved) => {
                notificationStore.show({
                  message: editing ? `${saved.name} has been saved.` : `${saved.name} has been created.`,
                  type: 'success',
                });
                showList();
              },
            },
          )
        }
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A brand configuration groups catalog brands of your products into one brand, scored as one.
        </Text>
        {remove.isError ? (
          <Alert color="red" variant="light">
            {remove.error.message}
          </Alert>
        ) : null}
        {configurations.data.length === 0 ? (
          <Text size="sm">No brand configuration yet: each catalog brand is scored on its own.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {configurations.data.map((configuration) => (
              <Paper
                key={configuration.id}
                withBorder
                radius="sm"
                p="sm"
                component="li"
                aria-label={configuration.name}
                data-configuration={configuration.slug}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4}>
                    <Text fw={600}>
                      {configuration.name}{' '}
                      <Text span size="xs" c="dimmed">
                        {configuration.slug}
                      </Text>
                    </Text>
                    <Group gap={4}>
                      {configuration.brandKeys.map((key) => (
                        <Badge key={key} variant="light" color="gray">
                          {key}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                  {confirmingId === configuration.id ? (
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">Delete?</Text>
                      <Button
                        size="xs"
                        color="red"
                        loading={remove.isPending}
                        onClick={() =>
                          remove.mutate(configuration.id, {
                            onSuccess: () => {
                              notificationStore.show({
                                message: `${configuration.name} has been deleted; its brands are scored on their own again.`,
                                type: 'success',
                              });
                              setConfirmingId(null);
                            },
                          })
                        }
                      >
                        Yes, delete
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setConfirmingId(null)}>
                        Keep
                      </Button>
                    </Group>
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${configuration.name}`}
                        onClick={() => setMode({ kind: 'form', configuration })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${configuration.name}`}
                        onClick={() => {
                          remove.reset();
                          setConfirmingId(configuration.id);
                        }}
                      >
                        Delete
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={() => setMode({ kind: 'form', configuration: null })}>New brand</Button>
        </Group>
      </Stack>
    );
  }

  const title =
    mode.kind === 'form'
      ? mode.configuration
        ? `Edit ${mode.configuration.name}`
        : 'New brand configuration'
      : 'Brand configurations';
  return (
    <Modal opened={opened} onClose={close} size={640} title={title}>
      {body}
    </Modal>
  );
}
