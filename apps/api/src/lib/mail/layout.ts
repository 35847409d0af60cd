import { escapeHtml } from '../html.ts';
import { accountMailWords } from './account-mail-words.ts';

/** The shop's e-mail frame: a heading, paragraphs and an optional button, in plain inline styles mail apps accept. */
export function mailHtml(parts: { heading: string; paragraphs: string[]; button?: { label: string; url: string }; code?: string; footer?: string }): string {
  const paragraphs = parts.paragraphs.map((text) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(text)}</p>`).join('');
  const code = parts.code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 18px;color:#14532d">${escapeHtml(parts.code)}</p>`
    : '';
  const button = parts.button
    ? `<p style="margin:18px 0"><a href="${escapeHtml(parts.button.url)}" style="background:#14532d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(parts.button.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f6f5f1;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;padding:28px 20px">
<p style="font-weight:700;letter-spacing:3px;color:#14532d;margin:0 0 20px">MITUMBA</p>
<div style="background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>${paragraphs}${code}${button}
</div>
<p style="font-size:12px;color:#78716c;margin:16px 0 0">${escapeHtml(parts.footer ?? accountMailWords.en.footer)}</p>
</div></body></html>`;
}
