import { Anchor } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../config/app-config';
import { paths } from '../../config/paths';

export function SupportLink() {
  return <Anchor href={paths.external.supportEmail.getHref()}>{SUPPORT_EMAIL}</Anchor>;
}
