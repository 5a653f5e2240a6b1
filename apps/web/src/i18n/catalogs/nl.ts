import type english from './en';
import web from './web/nl';
import webAuth from './webAuth/nl';
import webFlow from './webFlow/nl';
import webShell from './webShell/nl';

/** The reference app's messages in nl but its checkout's (those are in `webCheckout/nl.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
