import web from './web/en';
import webAuth from './webAuth/en';
import webFlow from './webFlow/en';
import webPortal from './webPortal/en';
import webShell from './webShell/en';

/**
 * English messages of the reference app but its checkout's (those are in `webCheckout/en.ts`):
 * the reference for the other languages.
 */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webPortal,
  ...webShell,
};
