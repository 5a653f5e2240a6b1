import type english from './en';
import web from './web/ru';
import webAuth from './webAuth/ru';
import webFlow from './webFlow/ru';
import webShell from './webShell/ru';

/** The reference app's messages in ru but its checkout's (those are in `webCheckout/ru.ts`). */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
} satisfies Record<keyof typeof english, unknown>;
