import { createTheme } from '@mantine/core';

// Breakpoints follow SPEC §2 (640/768/1024/1280/1536 px), in em as Mantine expects; the same
// values are exposed to CSS modules through postcss.config.cjs.
export const theme = createTheme({
  primaryColor: 'teal',
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
