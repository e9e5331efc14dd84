import { lazy, Suspense } from 'react';

// The section sits below the Brand Valuation figures and brings the chart library with it: loaded
// on its own, so the page's own chunk stays small and its figures show first.
const Section = lazy(() =>
  import('./customer-satisfaction-section').then((module) => ({ default: module.CustomerSatisfactionSection })),
);

export function LazyCustomerSatisfactionSection(props: { sellerId: string; brand: string }) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
