import { Affix, Button } from '@mantine/core';
import { paths } from '../../config/paths';

export function SupportButton() {
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Button
        component="a"
        href={paths.external.supportEmail.getHref('Brandlens support')}
        radius="xl"
        size="sm"
        variant="filled"
      >
        Support
      </Button>
    </Affix>
  );
}
