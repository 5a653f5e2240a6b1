import type english from './en';
import web from './web/es';
import webAuth from './webAuth/es';
import webFlow from './webFlow/es';
import webShell from './webShell/es';

/** The reference app's messages in es but its checkout's (those are in `webCheckout/es.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
