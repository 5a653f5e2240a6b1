import type { DraftTabChannel } from './createDraftPersistence';

/** A tab's question for the draft of a location, or another tab's answer. */
type DraftTabMessage =
  | { type: 'stowly.draft.request'; locationId: number }
  | { type: 'stowly.draft'; locationId: number; draft: string };

function isDraftTabMessage(value: unknown): value is DraftTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (typeof message.locationId !== 'number') return false;
  return (
    message.type === 'stowly.draft.request' ||
    (message.type === 'stowly.draft' && typeof message.draft === 'string')
  );
}

/** A draft persistence's sharing of drafts with the app's other tabs. */
export interface DraftTabSharing {
  /** Opens the channel (once): from then on this tab answers the others' questions for its draft. */
  open(): void;
  /** Another open tab's draft of the location, or null when none answers in time. */
  ask(locationId: number): Promise<string | null>;
  /** Closes the channel for good. */
  close(): void;
}

/**
 * The tab-to-tab part of `createDraftPersistence` (its `openTabChannel` option), a module of its
 * own so that it loads after the first page: a tab without a draft (session storage is per tab)
 * asks the open tabs of the app for theirs; each tab answers with the draft it has saved.
 */
export function createDraftTabSharing(options: {
  openTabChannel: () => DraftTabChannel;
  answerMs: number;
  /** The location of the tab's flow: only questions and answers for it count. */
  locationId: () => number;
  storedDraft: (locationId: number) => string | null;
  /** Saves typing still waiting for its debounce, so an answer holds it. */
  flushPending: () => void;
}): DraftTabSharing {
  let channel: DraftTabChannel | null = null;
  let closed = false;
  let answerFromTab: ((draft: string) => void) | null = null;

  const open = (): DraftTabChannel | null => {
    if (channel || closed) return channel;
    try {
      channel = options.openTabChannel();
    } catch {
      return null;
    }
    const opened = channel;
    opened.addEventListener('message', (event) => {
      const message = event.data;
      if (!isDraftTabMessage(message) || message.locationId !== options.locationId()) return;
      if (message.type === 'stowly.draft') {
        answerFromTab?.(message.draft);
        return;
      }
      options.flushPending();
      const draft = options.storedDraft(message.locationId);
      if (draft) opened.postMessage({ type: 'stowly.draft', locationId: message.locationId, draft });
    });
    return opened;
  };

  return {
    open: () => {
      open();
    },
    ask(locationId) {
      const opened = open();
      if (!opened) return Promise.resolve(null);
      return new Promise((resolve) => {
        const wait = setTimeout(() => {
          answerFromTab = null;
          resolve(null);
        }, options.answerMs);
        answerFromTab = (draft) => {
          clearTimeout(wait);
          answerFromTab = null;
          resolve(draft);
        };
        opened.postMessage({ type: 'stowly.draft.request', locationId });
      });
    },
    close() {
      closed = true;
      channel?.close();
      channel = null;
    },
  };
}
