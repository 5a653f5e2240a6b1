import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFavicon } from '../src/assets/favicon';
import { addDays } from '../src/domain/calendar';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const ORIGIN = 'http://127.0.0.1:8080';

async function get(path: string, language?: string) {
  const response = await sandbox.api(path, { headers: language ? { 'Content-Language': language } : {} });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('getSetup', () => {
  it('without locations answers the first tenant, with absolute URLs and merged translations', async () => {
    const { status, body } = await get('/v1/setup');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      appearance: {
        colors: {
          primary: '#1F6F5C',
          secondary: '#CDEBE2',
          error: '#B3261E',
          text: '#10231D',
          background: '#F7FAF9',
          disabled: '#C9D3D0',
          darkDisabled: '#7C8985',
          headerBackground: '#FFFFFF',
          headerText: '#10231D',
        },
        font: null,
      },
      tenant: { id: 1, name: 'Nordbox Self Storage' },
      logoUrl: `${ORIGIN}/sandbox-assets/logos/nordbox.svg`,
      imprintUrl: 'https://nordbox.example/imprint',
      privacyPolicyUrl: 'https://nordbox.example/privacy',
      cookiePolicyUrl: 'https://nordbox.example/cookies',
      termsUrl: 'https://nordbox.example/terms',
      cancellationPolicyUrl: 'https://nordbox.example/cancellation',
      featureFlags: { languageSwitch: true },
      translations: {
        'footer.poweredBy': 'Self storage booking by Stowly',
        'web.flow.interest.intro':
          'Leave your details and Nordbox will call you as soon as a unit of this type is free.',
      },
    });
  });

  it("picks the locations' tenant with its font and its own (global) links, not the location's", async () => {
    const { status, body } = await get('/v1/setup?locationIds=3', 'de');
    expect(status).toBe(200);
    expect(body.data.tenant).toEqual({ id: 2, name: 'CityStash' });
    expect(body.data.appearance.font).toEqual({
      name: 'Inter',
      variants: {
        '400': `${ORIGIN}/sandbox-assets/fonts/inter-latin-400-normal.woff2`,
        '700': `${ORIGIN}/sandbox-assets/fonts/inter-latin-700-normal.woff2`,
      },
    });
    // Berlin's own links are in its location config; the footer shows both.
    expect(body.data.imprintUrl).toBe('https://citystash.example/impressum');
    expect(body.data.privacyPolicyUrl).toBe('https://citystash.example/datenschutz');
    expect(body.data.termsUrl).toBe('https://citystash.example/agb');
    expect(body.data.cancellationPolicyUrl).toBe('https://citystash.example/widerruf');
    expect(body.data.cookiePolicyUrl).toBeNull();
    expect(body.data.translations).toEqual({
      'footer.poweredBy': 'Lagerbuchung mit Stowly',
      'web.flow.unitSelection.title': 'Lagerraum mitten in der Stadt',
    });
  });

  it('tenant translations override the global ones of the same language only', async () => {
    expect((await get('/v1/setup?locationIds=1', 'sv-SE')).body.data.translations).toEqual({
      'footer.poweredBy': 'Förrådsbokning med Stowly',
      'web.flow.interest.intro':
        'Lämna dina uppgifter så ringer Nordbox dig så snart ett förråd av den här typen är ledigt.',
    });
    // Oslo has no imprint of its own: the tenant's stays.
    const oslo = await get('/v1/setup?locationIds=2', 'nb');
    expect(oslo.body.data.translations).toEqual({});
    expect(oslo.body.data.imprintUrl).toBe('https://nordbox.example/imprint');
  });

  it('answers 404 when a location does not exist', async () => {
    const { status, body } = await get('/v1/setup?locationIds=1,99');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not-found');
    expect(body.error.message).toContain('99');
  });
});

describe('getLocationConfig', () => {
  it('answers the locations in the order asked, with texts in the language', async () => {
    const { status, body } = await get('/v1/location/config?locationIds=3,1', 'de');
    expect(status).toBe(200);
    expect(body.data.map((location: { id: number }) => location.id)).toEqual([3, 1]);
    const [berlin, stockholm] = body.data;
    expect(berlin).toEqual({
      id: 3,
      name: 'CityStash Berlin Mitte',
      address: { street: 'Chausseestraße 8', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
      timeZone: 'Europe/Berlin',
      currency: { code: 'EUR' },
      consents: [
        // The terms and the privacy policy are the booking's legal documents: asked once, linked.
        {
          type: 'terms',
          required: true,
          label: 'Ich akzeptiere die Mietbedingungen',
          url: 'https://citystash.example/agb',
          document: 'terms',
        },
        {
          type: 'privacy',
          required: true,
          label: 'Ich habe die Datenschutzerklärung gelesen',
          url: 'https://citystash.example/berlin/datenschutz',
          document: 'privacy',
        },
        {
          type: 'newsletter',
          required: false,
          label: 'Senden Sie mir Angebote und Neuigkeiten per E-Mail',
          url: null,
          document: null,
        },
      ],
      interestRegistrationConsents: [
        {
          type: 'contact',
          required: true,
          label: 'Kontaktieren Sie mich, wenn eine Einheit dieses Typs frei wird',
          url: null,
          document: null,
        },
      ],
      // Berlin takes bookings from two weeks ahead.
      earliestBookableDate: addDays(TEST_TODAY, 14),
      currentDayLocationTimeZone: TEST_TODAY,
      bookableTill: 90,
      privacyPolicyUrl: 'https://citystash.example/berlin/datenschutz',
      imprintUrl: 'https://citystash.example/berlin/impressum',
      // Berlin has no terms of its own (the tenant's apply) but its own cancellation policy.
      termsUrl: null,
      cancellationPolicyUrl: 'https://citystash.example/berlin/widerruf',
      showManageAccess: true,
      languages: [
        { id: 'de', name: 'Deutsch' },
        { id: 'en', name: 'English' },
        { id: 'pl', name: 'Polski' },
      ],
      defaultCountryId: 3,
    });
    // Stockholm's earliest bookable date lies in the past: moving in is possible from today.
    expect(stockholm.earliestBookableDate).toBe(TEST_TODAY);
    expect(stockholm.bookableTill).toBe(60);
    expect(stockholm.consents[0]).toEqual({
      type: 'terms',
      required: true,
      label: 'Ich akzeptiere die Mietbedingungen',
      url: 'https://nordbox.example/stockholm/terms',
      document: 'terms',
    });
  });

  it('falls back to English for languages without a text; Oslo has no window or links of its own', async () => {
    const { body } = await get('/v1/location/config?locationIds=2', 'fr');
    expect(body.data[0].consents.map((consent: { label: string }) => consent.label)).toEqual([
      'I accept the rental terms and conditions',
      'I have read the privacy policy',
      'Send me offers and news by email',
    ]);
    expect(body.data[0]).toMatchObject({ bookableTill: null, imprintUrl: null, privacyPolicyUrl: null });
  });

  it('answers 404 when any requested location does not exist', async () => {
    const { status, body } = await get('/v1/location/config?locationIds=1,404');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'not-found', details: [] });
  });

  it("counts today in the location's time zone", async () => {
    // 23:30 UTC is already tomorrow in Stockholm (UTC+1), still today in UTC.
    const ms = 11.5 * 3600_000;
    sandbox.advance(ms);
    try {
      const { body } = await get('/v1/location/config?locationIds=1');
      expect(body.data[0].currentDayLocationTimeZone).toBe(addDays(TEST_TODAY, 1));
      expect(body.data[0].earliestBookableDate).toBe(addDays(TEST_TODAY, 1));
    } finally {
      sandbox.advance(-ms);
    }
  });
});

describe('getTranslations', () => {
  it('answers the global messages of the language; none is an empty map', async () => {
    expect((await get('/v1/translation', 'de-AT')).body).toEqual({
      data: { 'footer.poweredBy': 'Lagerbuchung mit Stowly' },
    });
    expect((await get('/v1/translation')).body.data).toEqual({
      'footer.poweredBy': 'Self storage booking by Stowly',
    });
    expect((await get('/v1/translation', 'fr')).body).toEqual({ data: {} });
  });
});

describe('getSnippets', () => {
  it("answers the locations' tracking entries, each once", async () => {
    expect((await get('/v1/snippet?locationIds=1')).body.data).toEqual([
      { type: 'GTM', typeId: 'GTM-NORDBOX1' },
      { type: 'GA', typeId: 'G-NORDBOX01' },
    ]);
    expect((await get('/v1/snippet?locationIds=3,1,3')).body.data).toEqual([
      { type: 'GTM', typeId: 'GTM-CITYST1' },
      { type: 'GTM', typeId: 'GTM-NORDBOX1' },
      { type: 'GA', typeId: 'G-NORDBOX01' },
    ]);
  });

  it('without locations answers every location of the first tenant; unknown locations 404', async () => {
    expect((await get('/v1/snippet')).body.data).toEqual([
      { type: 'GTM', typeId: 'GTM-NORDBOX1' },
      { type: 'GA', typeId: 'G-NORDBOX01' },
      { type: 'GA', typeId: 'G-NORDBOX02' },
    ]);
    expect((await get('/v1/snippet?locationIds=7')).status).toBe(404);
  });
});

/** Reads a PNG: checks the signature and every chunk's CRC, and returns the header and pixels. */
function readPng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    expect(crc, `${type} CRC`).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const pixels = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
  return { width, height, bitDepth: header[8], colorType: header[9], pixels };
}

/** CRC-32 as PNG defines it, written out here so the test does not trust the code under test. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('getFavicon', () => {
  it('draws the icon in the primary colour with a light or dark glyph for contrast', () => {
    for (const [color, glyph] of [
      ['#1F6F5C', [255, 255, 255]],
      ['#EAD9F7', [19, 43, 64]],
      ['not a colour', [255, 255, 255]],
    ] as const) {
      const png = readPng(renderFavicon(128, color));
      expect(png).toMatchObject({ width: 128, height: 128 });
      // Mid-height, at the centre: the building's body, left of the door.
      const at = 70 * (128 * 4 + 1) + 1 + 40 * 4;
      expect([...png.pixels.subarray(at, at + 4)]).toEqual([...glyph, 255]);
    }
    // An invalid colour falls back to the default theme's primary colour.
    const fallback = readPng(renderFavicon(32, 'not a colour'));
    const edge = 16 * (32 * 4 + 1) + 1 + 2 * 4;
    expect([...fallback.pixels.subarray(edge, edge + 4)]).toEqual([0x26, 0x5e, 0x92, 255]);
  });

  it('answers a valid square PNG of each requested size in the tenant colour, with cache headers', async () => {
    for (const [size, locationIds, primary] of [
      [32, '1', [0x1f, 0x6f, 0x5c]],
      [192, '3', [0x5b, 0x2a, 0x86]],
      [180, undefined, [0x1f, 0x6f, 0x5c]],
    ] as const) {
      const response = await sandbox.api(
        `/v1/favicon?size=${size}${locationIds ? `&locationIds=${locationIds}` : ''}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(response.headers.get('etag')).toBeTruthy();
      const png = readPng(Buffer.from(await response.arrayBuffer()));
      expect(png).toMatchObject({ width: size, height: size, bitDepth: 8, colorType: 6 });
      // One filter byte and size RGBA pixels per row.
      expect(png.pixels.length).toBe(size * (size * 4 + 1));
      // A pixel in the background, just inside the left edge, mid-height: the primary colour, opaque.
      const row = Math.floor(size / 2);
      const at = row * (size * 4 + 1) + 1 + Math.floor(size / 16) * 4;
      expect([...png.pixels.subarray(at, at + 4)]).toEqual([...primary, 255]);
      // The corner is outside the rounded square: transparent.
      expect(png.pixels[1 + 3]).toBe(0);
    }
  });

  it('answers 404 for an unknown location and 400 for a size the contract does not list', async () => {
    const unknown = await sandbox.api('/v1/favicon?size=32&locationIds=42');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('not-found');
    const odd = await sandbox.api('/v1/favicon?size=64');
    expect(odd.status).toBe(400);
    expect((await odd.json()).error.details).toEqual([{ field: 'size', code: 'enum' }]);
  });
});

describe('getCountries', () => {
  it('answers every country with its name in the language, sorted by that name', async () => {
    const english = (await get('/v1/country')).body.data;
    const englishNames = english.map((country: { name: string }) => country.name);
    // The world's countries, as a real booking API lists them.
    expect(english.length).toBeGreaterThan(240);
    expect(new Set(english.map((country: { code: string }) => country.code)).size).toBe(english.length);
    expect(englishNames).toEqual([...englishNames].sort(new Intl.Collator('en').compare));
    expect(englishNames).toEqual(
      expect.arrayContaining([
        'Austria',
        'Denmark',
        'Finland',
        'Germany',
        'Norway',
        'Poland',
        'Sweden',
        'United Kingdom',
        'Zimbabwe',
      ]),
    );
    expect(english.find((country: { code: string }) => country.code === 'SE')).toEqual({
      id: 1,
      code: 'SE',
      name: 'Sweden',
      phonePrefix: '+46',
    });
    expect(english.find((country: { code: string }) => country.code === 'US')).toMatchObject({
      name: 'United States',
      phonePrefix: '+1',
    });
    for (const country of english) expect(country.phonePrefix).toMatch(/^\+[0-9]{1,4}$/);
    const swedish = (await get('/v1/country', 'sv')).body.data;
    const swedishNames = swedish.map((country: { name: string }) => country.name);
    // Swedish sorts Ö after Z.
    expect(swedishNames.slice(-2)).toEqual(['Österrike', 'Östtimor']);
    expect(swedishNames.indexOf('Zimbabwe')).toBeLessThan(swedishNames.indexOf('Åland'));
    expect(swedishNames).toEqual([...swedishNames].sort(new Intl.Collator('sv').compare));
    expect(swedishNames).toEqual(expect.arrayContaining(['Sverige', 'Tyskland', 'Storbritannien']));
    const polish = (await get('/v1/country', 'pl')).body.data;
    expect(polish.find((country: { code: string }) => country.code === 'PL').name).toBe('Polska');
    expect(polish.find((country: { code: string }) => country.code === 'DE').name).toBe('Germany');
  });
});

describe('sandbox assets', () => {
  const fetchAsset = async (url: string, headers: Record<string, string> = {}) => {
    const response = await sandbox.api(new URL(url, ORIGIN).pathname, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('serves an illustration for every unit type the catalogue links', async () => {
    const unitTypes = (await get('/v1/unit-type?locationIds=1,2,3&pageSize=100')).body.data;
    expect(unitTypes).toHaveLength(11);
    const drawings = new Set<string>();
    for (const unitType of unitTypes) {
      const { response, bytes } = await fetchAsset(unitType.imageUrl);
      expect(response.status, unitType.imageUrl).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d{5,}/);
      const svg = bytes.toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      // The floor area is printed under the drawing.
      expect(svg).toContain(`${unitType.size.area} m²`);
      drawings.add(svg);
    }
    // Each unit type is drawn at its own size.
    expect(drawings.size).toBe(11);
  });

  it("serves the tenants' logos and fonts that /setup links", async () => {
    for (const locationId of [1, 3]) {
      const setup = (await get(`/v1/setup?locationIds=${locationId}`)).body.data;
      const logo = await fetchAsset(setup.logoUrl);
      expect(logo.response.status).toBe(200);
      expect(logo.response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(logo.bytes.toString('utf8')).toContain(`aria-label="${setup.tenant.name}"`);
    }
    const { font } = (await get('/v1/setup?locationIds=3')).body.data.appearance;
    for (const url of Object.values(font.variants) as string[]) {
      const { response, bytes } = await fetchAsset(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.length).toBeGreaterThan(10_000);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetchAsset('/sandbox-assets/logos/nordbox.svg');
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchAsset('/sandbox-assets/logos/nordbox.svg', { 'If-None-Match': etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers 404 for anything else', async () => {
    for (const path of [
      '/sandbox-assets/unit-types/999.svg',
      '/sandbox-assets/unit-types/101.png',
      '/sandbox-assets/logos/other.svg',
      '/sandbox-assets/fonts/inter-latin-400-normal.woff',
      '/sandbox-assets/fonts/..%2Fpackage.json',
      '/sandbox-assets/',
    ]) {
      const response = await sandbox.api(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe('not-found');
    }
  });
});
