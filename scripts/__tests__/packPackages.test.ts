import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { packPackages } from '../lib/packPackages.mjs';

const destination = mkdtempSync(join(tmpdir(), 'stowly-packs-'));
afterAll(() => rmSync(destination, { recursive: true, force: true }));

test('packs each published package as pnpm publish would: versions instead of workspace ranges', () => {
  const packs = packPackages(destination);
  expect(packs.map((pack) => pack.name)).toEqual(['@stowly/api-client', '@stowly/booking', '@stowly/ui']);
  const booking = packs.find((pack) => pack.name === '@stowly/booking');
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', booking?.tarball ?? '', 'package/package.json'], { encoding: 'utf8' }),
  );
  expect(manifest.dependencies['@stowly/api-client']).toMatch(/^\^\d+\.\d+\.\d+/);
  expect(JSON.stringify(manifest.exports)).not.toContain('@stowly/source');
});
