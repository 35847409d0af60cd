import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { PasswordStrengthMeter } from './password-strength-meter';

const missingItems = () => {
  const list = screen.queryByRole('list', { name: 'Missing from your password' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
};

describe('PasswordStrengthMeter', () => {
  it('shows nothing before anything is typed', () => {
    const { container } = renderApp(<PasswordStrengthMeter password="" />);
    expect(container.textContent).toBe('');
  });

  it('is Strong when nothing is missing, and lists nothing', () => {
    renderApp(<PasswordStrengthMeter password="Mitumba#2024" />);
    expect(screen.getByText(/Password strength:/).textContent).toBe('Password strength: Strong');
    expect(missingItems()).toEqual([]);
  });

  it('is Medium with up to 2 missing, and lists them', () => {
    renderApp(<PasswordStrengthMeter password="mitumba2024" />);
    expect(screen.getByText(/Password strength:/).textContent).toBe('Password strength: Medium');
    expect(missingItems()).toEqual(['An uppercase letter', 'A special character (!@#$%^&*)']);
  });

  it('is Weak with 3 or more missing', () => {
    renderApp(<PasswordStrengthMeter password="abc" />);
    expect(screen.getByText(/Password strength:/).textContent).toBe('Password strength: Weak');
    expect(missingItems()).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A number',
      'A special character (!@#$%^&*)',
    ]);
  });
});
