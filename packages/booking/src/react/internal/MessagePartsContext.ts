import { createContext } from 'react';

/** @internal Whether the nearest I18nProvider shows the checkout's messages. */
export interface MessageParts {
  /** True once the shown messages include the `later` catalog part (or it failed to load). */
  laterReady: boolean;
  /** Asks the provider to load the `later` part now (it otherwise waits for an idle moment). */
  requestLater: () => void;
}

/** @internal */
export const MessagePartsContext = createContext<MessageParts | null>(null);
MessagePartsContext.displayName = 'StowlyMessagePartsContext';
