import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../config/app-config';
import { paths } from '../../config/paths';
import classes from './brand-logo.module.css';

export function BrandLogo() {
  return (
    <Anchor component={Link} to={paths.dashboard.getHref()} className={classes.logo} underline="never">
      {BRAND_NAME}
    </Anchor>
  );
}
