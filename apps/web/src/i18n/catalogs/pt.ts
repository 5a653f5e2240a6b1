import type english from './en';
import web from './web/pt';
import webAuth from './webAuth/pt';
import webFlow from './webFlow/pt';
import webShell from './webShell/pt';

/** The reference app's messages in pt but its checkout's (those are in `webCheckout/pt.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
