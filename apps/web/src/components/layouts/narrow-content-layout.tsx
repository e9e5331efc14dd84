import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../ui/brand-logo';
import classes from './narrow-content-layout.module.css';
import { SupportButton } from './support-button';

interface NarrowContentLayoutProps {
  /** Error boundaries render here directly because they have no Outlet to fill. */
  children?: ReactNode;
}

/** "graphical-with-narrow-content": a narrow centred column on a graphic background. */
export function NarrowContentLayout({ children }: NarrowContentLayoutProps) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandLogo />
      </header>
      <main className={classes.content}>
        <div className={classes.column}>{children ?? <Outlet />}</div>
      </main>
      <SupportButton />
    </div>
  );
}
