import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../ApiError';
import { createStowlyClient } from '../createStowlyClient';
import { portalDocuments } from '../portalDocuments';

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

function pdfAnswer(disposition: string | null): Response {
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Length': String(PDF.byteLength),
  });
  if (disposition) headers.set('Content-Disposition', disposition);
  return new Response(PDF, { status: 200, headers });
}

function clientAnswering(answer: () => Response) {
  const seen: Request[] = [];
  const client = createStowlyClient({
    baseUrl: 'http://127.0.0.1:9/v1',
    getLocale: () => 'de',
    auth: {
      getAccessToken: () => 'token',
      getRefreshToken: () => undefined,
      refresh: vi.fn(),
      onSessionExpired: vi.fn(),
    },
    fetch: async (request: Request) => {
      seen.push(request);
      return answer();
    },
  });
  return { client, seen };
}

describe('portalDocuments', () => {
  it("downloads an invoice as a PDF blob with the answer's file name, in the client's language", async () => {
    const { client, seen } = clientAnswering(() => pdfAnswer('attachment; filename="INV-01-00001.pdf"'));
    const document = await portalDocuments.invoice(client, 1, 7);
    expect(document.fileName).toBe('INV-01-00001.pdf');
    expect(document.blob.size).toBe(PDF.byteLength);
    expect(new Uint8Array(await document.blob.arrayBuffer())).toEqual(PDF);
    const [request] = seen;
    expect(new URL(request?.url ?? '').pathname).toBe('/v1/customer-portal/invoice/1/7/document');
    expect(request?.headers.get('Content-Language')).toBe('de');
    expect(request?.headers.get('Authorization')).toBe('Bearer token');
  });

  it('downloads a contract; a UTF-8 file name wins, and without one it names the booking', async () => {
    const encoded = clientAnswering(() =>
      pdfAnswer(`attachment; filename="contract.pdf"; filename*=UTF-8''Mietvertrag%20%C3%9C-4.pdf`),
    );
    expect((await portalDocuments.contract(encoded.client, 4)).fileName).toBe('Mietvertrag Ü-4.pdf');
    expect(new URL(encoded.seen[0]?.url ?? '').pathname).toBe('/v1/customer-portal/booking/4/contract');

    const unnamed = clientAnswering(() => pdfAnswer(null));
    expect((await portalDocuments.contract(unnamed.client, 4)).fileName).toBe('contract-4.pdf');
  });

  it("rejects with the API's error for a document the customer may not see", async () => {
    const { client } = clientAnswering(
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'not-found', message: 'The invoice was not found.', details: [] },
          }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const failure = await portalDocuments.invoice(client, 1, 99).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'not-found', message: 'The invoice was not found.' });
  });
});
