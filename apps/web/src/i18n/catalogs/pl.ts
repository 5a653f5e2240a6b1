import type english from './en';
import web from './web/pl';
import webAuth from './webAuth/pl';
import webFlow from './webFlow/pl';
import webShell from './webShell/pl';

/** The reference app's messages in pl but its checkout's (those are in `webCheckout/pl.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
