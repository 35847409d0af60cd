import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { describeShopMode, shopMode } from './shop-mode.ts';

describe('shopMode', () => {
  it('is the demo with no real credentials at all', () => {
    expect(shopMode(loadConfig({}))).toEqual({ mode: 'demo' });
    expect(shopMode(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:4000' }))).toEqual({ mode: 'demo' });
    expect(describeShopMode({ mode: 'demo' })).toMatch(/^demo: .*\/sandbox.*\/dev\/mail/);
  });

  it('is live, saying why, as soon as anything real is configured, whatever NODE_ENV says', () => {
    const live = (env: Record<string, string>) => shopMode(loadConfig({ NODE_ENV: 'development', ...env }));
    expect(live({ SMTP_URL: 'smtp://mail.example:587' })).toEqual({ mode: 'live', reasons: ['SMTP_URL set'] });
    expect(live({ MPESA_BASE_URL: 'https://api.safaricom.co.ke' })).toEqual({ mode: 'live', reasons: ['MPESA_BASE_URL is not the sandbox'] });
    expect(live({ MPESA_CONSUMER_KEY: 'shop-key' })).toEqual({ mode: 'live', reasons: ['M-Pesa credentials set'] });
    expect(live({ MPESA_PASSKEY: 'shop-passkey' })).toEqual({ mode: 'live', reasons: ['M-Pesa credentials set'] });
    expect(shopMode(loadConfig({ NODE_ENV: 'production' }))).toEqual({ mode: 'live', reasons: ['NODE_ENV=production'] });
    const both = live({ SMTP_URL: 'smtp://mail.example:587', MPESA_SHORTCODE: '600123' });
    expect(describeShopMode(both)).toBe('live: SMTP_URL set, M-Pesa credentials set; no payment sandbox, no /dev/mail');
  });
});
