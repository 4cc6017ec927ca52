import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GenderIcon } from './GenderIcon';

describe('GenderIcon', () => {
  it('shows nothing for an unknown gender (no question mark after the name)', () => {
    const { container } = render(<GenderIcon gender={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('names a known gender for screen readers', () => {
    render(<GenderIcon gender={2} />);
    expect(screen.getByTestId('member-gender').getAttribute('class')).toBe('member-gender is-female');
  });
});
