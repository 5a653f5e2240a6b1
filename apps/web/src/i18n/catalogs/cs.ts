import type english from './en';
import web from './web/cs';
import webAuth from './webAuth/cs';
import webFlow from './webFlow/cs';
import webShell from './webShell/cs';

/** The reference app's messages in cs but its checkout's (those are in `webCheckout/cs.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
