import web from './web/en';
import webAuth from './webAuth/en';
import webFlow from './webFlow/en';
import webShell from './webShell/en';

/**
 * English messages of the reference app but its checkout's and its portal's (those are in
 * `webCheckout/en.ts` and `webPortal/en.ts`, the later part): the reference for the other languages.
 */
export default {
  ...web,
  ...webFlow,
  ...webAuth,
  ...webShell,
};
