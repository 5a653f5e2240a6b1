import type english from './en';
import web from './web/nb';
import webAuth from './webAuth/nb';
import webFlow from './webFlow/nb';
import webShell from './webShell/nb';

/** The reference app's messages in nb but its checkout's (those are in `webCheckout/nb.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
