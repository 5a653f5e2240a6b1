import type english from './en';
import web from './web/sv';
import webAuth from './webAuth/sv';
import webFlow from './webFlow/sv';
import webShell from './webShell/sv';

/** The reference app's messages in sv but its checkout's (those are in `webCheckout/sv.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
