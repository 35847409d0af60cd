import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { CopyableText } from './copyable-text';
import { SupportPhone } from './support-phone';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubClipboard() {
  const writeText = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe('the phone copy buttons of spec 2 §8', () => {
  it("copies the support phone without spaces and says 'Phone copied!'", async () => {
    const writeText = stubClipboard();
    renderApp(<SupportPhone />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy phone' }));
    expect(await screen.findByText('Phone copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^\+254\d{9}$/));
  });

  it("copies a payment's phone number and says 'Phone number copied!'", async () => {
    const writeText = stubClipboard();
    renderApp(<CopyableText text="+254712345678" label="phone number" copiedMessage="Phone number copied!" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy phone number' }));
    expect(await screen.findByText('Phone number copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('+254712345678');
  });
});
