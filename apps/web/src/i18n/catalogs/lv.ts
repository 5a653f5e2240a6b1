import type english from './en';
import web from './web/lv';
import webAuth from './webAuth/lv';
import webFlow from './webFlow/lv';
import webShell from './webShell/lv';

/** The reference app's messages in lv but its checkout's (those are in `webCheckout/lv.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
