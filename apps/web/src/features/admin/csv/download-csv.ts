import { ApiError, toQueryString } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/** The file name the server gave (Content-Disposition), else the fallback. */
const fileNameOf = (header: string | null, fallback: string) => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/**
 * Downloads a CSV export. The API takes a bearer token, not a cookie, so a plain link cannot carry the session:
 * the file is fetched with it and handed to the browser as a blob, saved under the server's file name.
 */
export async function downloadCsv(path: string, query: Record<string, string | undefined> = {}, fallbackName = 'export.csv'): Promise<void> {
  const token = getToken();
  const response = await fetch(`${path}${toQueryString(query)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? `Download failed (${response.status})`, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
