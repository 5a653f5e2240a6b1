import type english from './en';
import web from './web/de';
import webAuth from './webAuth/de';
import webFlow from './webFlow/de';
import webShell from './webShell/de';

/** The reference app's messages in de but its checkout's (those are in `webCheckout/de.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
