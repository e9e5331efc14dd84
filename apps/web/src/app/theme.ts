import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Breakpoints follow SPEC §2 (640/768/1024/1280/1536 px), in em as Mantine expects; the same
// values are exposed to CSS modules through postcss.config.cjs.
export const theme = createTheme({
  primaryColor: 'teal',
  // White text on teal 8 (Mantine's dark default) is 3.9:1; on teal 9 it is 4.9:1, above WCAG AA's 4.5.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: {
    xs: '40em',
    sm: '48em',
    md: '64em',
    lg: '80em',
    xl: '96em',
  },
});

/**
 * Dimmed text (hints, breadcrumbs, group labels) is dark 2 (#828282) by default: 4.0:1 on the dark
 * body, under WCAG AA's 4.5. #a3a3a3 reads as secondary and is 6.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': '#a3a3a3' },
});
