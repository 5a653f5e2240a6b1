import type english from './en';

/** Finnish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Henkilöllisyytesi on jo tarkistettu meillä, joten tämä varaus ei tarvitse henkilöllisyyden tarkistusta.',
} as const satisfies Record<keyof typeof english, string>;
