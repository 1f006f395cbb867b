/** POST /api/dealer/import: a dry run (JSON), or the import itself with its progress streamed as NDJSON lines. */
import type { DealerImportReport, DealerImportStreamLine } from '@contract/dealer-api';
import { ApiError, api } from '../../../lib/api-client';

export type ImportSource = { file: File } | { url: string };

async function send(source: ImportSource, dryRun: boolean): Promise<Response> {
  const csrf = await api.csrfToken();
  const headers: Record<string, string> = {
    Accept: dryRun ? 'application/json' : 'application/x-ndjson',
    ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
  };
  let body: string;
  if ('url' in source) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ url: source.url });
  } else {
    headers['Content-Type'] = 'text/csv';
    body = await source.file.text();
  }
  const response = await fetch(`/api/dealer/import?dryRun=${dryRun}`, {
    method: 'POST',
    credentials: 'include',
    headers,
    body,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    throw new ApiError(response.status, `${response.status}: ${text}`, parsed);
  }
  return response;
}

export async function dryRunImport(source: ImportSource): Promise<DealerImportReport> {
  return (await (await send(source, true)).json()) as DealerImportReport;
}

export async function runImport(
  source: ImportSource,
  onProgress: (done: number, total: number) => void,
): Promise<DealerImportReport> {
  const response = await send(source, false);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = JSON.parse(buffered.slice(0, newline)) as DealerImportStreamLine;
      buffered = buffered.slice(newline + 1);
      if (line.type === 'progress') onProgress(line.done, line.total);
      else if (line.type === 'report') return line.report;
      else throw new ApiError(500, line.message, { code: line.code, message: line.message });
      newline = buffered.indexOf('\n');
    }
    if (done) throw new TypeError('The import answer ended early');
  }
}
