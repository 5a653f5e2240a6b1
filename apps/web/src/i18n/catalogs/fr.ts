import type english from './en';
import web from './web/fr';
import webAuth from './webAuth/fr';
import webFlow from './webFlow/fr';
import webShell from './webShell/fr';

/** The reference app's messages in fr but its checkout's (those are in `webCheckout/fr.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
