import type english from './en';
import web from './web/el';
import webAuth from './webAuth/el';
import webFlow from './webFlow/el';
import webShell from './webShell/el';

/** The reference app's messages in el but its checkout's (those are in `webCheckout/el.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
