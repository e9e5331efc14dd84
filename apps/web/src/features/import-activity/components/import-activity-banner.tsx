import { Alert, Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { invalidateSellerFigures } from '../../../lib/sellers/seller-data-keys';
import { useImportActivity } from '../api/get-import-activity';

interface ImportActivityBannerProps {
  sellerId: string;
}

/**
 * Says, above figures built from the ledger, that an import is still changing
 * them (or was interrupted and will resume), and refreshes them when it ends.
 */
export function ImportActivityBanner({ sellerId }: ImportActivityBannerProps) {
  const { data: activity } = useImportActivity(sellerId);
  const queryClient = useQueryClient();
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && activity === null) invalidateSellerFigures(queryClient, sellerId);
    wasActive.current = Boolean(activity);
  }, [activity, queryClient, sellerId]);

  if (!activity) return null;
  const others = activity.pending > 1 ? ` (${activity.pending - 1} more waiting)` : '';
  const isInterrupted = activity.state === 'interrupted';
  return (
    <Alert
      color={isInterrupted ? 'yellow' : 'blue'}
      variant="light"
      mb="md"
      role="status"
      data-testid="import-activity-banner"
      title={isInterrupted ? 'An import was interrupted and will resume' : 'An import is running: figures may change'}
    >
      <Text size="sm">
        {isInterrupted
          ? `The import of ${activity.fileName} stopped before it ended. It resumes by itself, keeping the settlements already stored; until then these figures miss the rest of the file${others}.`
          : `${activity.fileName} is being imported (${activity.percent} %)${others}; these figures include only what is stored so far.`}{' '}
        <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)} size="sm">
          See the imports
        </Anchor>
      </Text>
    </Alert>
  );
}
