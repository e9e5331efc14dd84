import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AlertFigures } from './alert-figures';

describe('AlertFigures', () => {
  it("lists the evaluator's figures and leaves out the threshold and rule the message already gives", () => {
    renderWithProviders(
      <AlertFigures
        figures={{
          feesPerUnit: '7.69',
          currency: 'EUR',
          value: 21.36,
          threshold: '15',
          ruleScope: 'default',
          ruleScopeValue: null,
        }}
      />,
    );
    expect(screen.getByText('Fees per unit')).toBeTruthy();
    expect(screen.getByText('7.69')).toBeTruthy();
    expect(screen.getByText('EUR')).toBeTruthy();
    expect(screen.queryByText('Threshold')).toBeNull();
    expect(screen.queryByText('Rule scope')).toBeNull();
    expect(screen.queryByText('Value')).toBeNull();
  });

  it('says there is nothing more when only the runner’s keys are there', () => {
    renderWithProviders(<AlertFigures figures={{ value: null, threshold: null, ruleScope: 'default' }} />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
