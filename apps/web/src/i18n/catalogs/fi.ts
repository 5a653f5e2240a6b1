import type english from './en';
import web from './web/fi';
import webAuth from './webAuth/fi';
import webFlow from './webFlow/fi';
import webShell from './webShell/fi';

/** The reference app's messages in fi but its checkout's (those are in `webCheckout/fi.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
