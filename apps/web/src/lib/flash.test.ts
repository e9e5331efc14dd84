import { describe, expect, it } from 'vitest';
import { setFlash, takeFlash } from './flash';

describe('flash', () => {
  it('is taken once', () => {
    setFlash({ message: 'Your account is now activated.', type: 'default' });
    expect(takeFlash()).toEqual({ message: 'Your account is now activated.', type: 'default' });
    expect(takeFlash()).toBeUndefined();
  });

  it('survives in sessionStorage and ignores garbage', () => {
    window.sessionStorage.setItem('brandlens:flash', '{"message":"Hi","type":"odd"}');
    expect(takeFlash()).toEqual({ message: 'Hi', type: 'default' });
    window.sessionStorage.setItem('brandlens:flash', 'not json');
    expect(takeFlash()).toBeUndefined();
    expect(window.sessionStorage.getItem('brandlens:flash')).toBeNull();
  });
});
