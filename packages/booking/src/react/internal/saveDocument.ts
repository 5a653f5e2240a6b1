import type { PortalDocument } from '@stowly/api-client';

/**
 * Saves a downloaded document in the browser: an object URL of its blob, followed by a link with
 * the `download` attribute (the server's file name); the URL is released once the browser has
 * taken the file.
 */
export function saveDocument(document: PortalDocument): void {
  const ownerDocument = globalThis.document;
  const url = URL.createObjectURL(document.blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = document.fileName;
  link.hidden = true;
  ownerDocument.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download synchronously; a later release leaves slow browsers the time to take it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
