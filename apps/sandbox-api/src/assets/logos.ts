import { DEMO_TENANT_THEMES } from '../db/demoTenantThemes';

const FONT = "Inter, 'Segoe UI', 'Helvetica Neue', Helvetica, Arial, sans-serif";

const nordbox = DEMO_TENANT_THEMES.nordbox.colors;
const citystash = DEMO_TENANT_THEMES.citystash.colors;

/**
 * The demo tenants' wordmarks (db/seed.ts `logo_url`), in their themes' colours and each drawn for
 * its own header: Nordbox sits on a white header; CityStash on a dark aubergine one, so it is
 * drawn light.
 */
export const TENANT_LOGOS: ReadonlyMap<string, string> = new Map([
  [
    'nordbox',
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 184 48" width="184" height="48" role="img" aria-label="Nordbox Self Storage">',
      `<rect x="2" y="4" width="40" height="40" rx="9" fill="${nordbox.primary}"/>`,
      '<path d="M22 11 9 21.5h4.5V37h17V21.5H35z" fill="#FFFFFF"/>',
      `<path d="M17.5 26.5h9V37h-9z" fill="${nordbox.primary}"/>`,
      '<path d="M17.5 29.5h9M17.5 32.5h9" stroke="#FFFFFF" stroke-width="1.4"/>',
      `<text x="52" y="32" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="-0.5" fill="${nordbox.text}">Nord<tspan fill="${nordbox.primary}">box</tspan></text>`,
      '</svg>',
    ].join('\n'),
  ],
  [
    'citystash',
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 196 48" width="196" height="48" role="img" aria-label="CityStash">',
      `<g fill="${citystash.secondary}">`,
      '<rect x="3" y="18" width="10" height="24" rx="1.5"/>',
      '<rect x="15" y="6" width="12" height="36" rx="1.5"/>',
      '<rect x="29" y="13" width="11" height="29" rx="1.5"/>',
      '</g>',
      `<g fill="${citystash.primary}">`,
      '<rect x="18.5" y="11" width="5" height="3" rx="0.5"/>',
      '<rect x="18.5" y="17" width="5" height="3" rx="0.5"/>',
      '<rect x="18.5" y="23" width="5" height="3" rx="0.5"/>',
      '<rect x="17.5" y="31" width="7" height="11" rx="1"/>',
      '</g>',
      `<text x="50" y="32" font-family="${FONT}" font-size="24" letter-spacing="-0.3" fill="${citystash.headerText}"><tspan font-weight="400">City</tspan><tspan font-weight="700" fill="${citystash.secondary}">Stash</tspan></text>`,
      '</svg>',
    ].join('\n'),
  ],
]);
