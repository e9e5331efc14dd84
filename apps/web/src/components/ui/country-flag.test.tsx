import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag, countryName, flagEmoji } from './country-flag';

describe('CountryFlag', () => {
  it('draws the regional-indicator pair of a country code', () => {
    expect(flagEmoji('DE')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(flagEmoji('gb')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagEmoji('')).toBeNull();
    expect(flagEmoji('EU1')).toBeNull();
  });

  it('names the country for assistive technology and on hover', () => {
    render(<CountryFlag countryCode="GB" />);
    const flag = screen.getByRole('img', { name: 'United Kingdom' });
    expect(flag.getAttribute('title')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
  });

  it('draws nothing without a country (the Non-Amazon marketplace)', () => {
    const { container } = render(<CountryFlag countryCode="" />);
    expect(container.innerHTML).toBe('');
  });
});
