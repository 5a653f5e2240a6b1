import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The contract files the sandbox implements, in the repository's `openapi/` folder. */
const CONTRACT_FILES = ['booking-api.yaml', 'identity-api.yaml'] as const;
export type ContractFile = (typeof CONTRACT_FILES)[number];

const OPENAPI_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'openapi');

/** Whether `name` is one of the contract files. */
export function isContractFile(name: string): name is ContractFile {
  return (CONTRACT_FILES as readonly string[]).includes(name);
}

/** The text of a contract file, as it is on disk. */
export function contractText(file: ContractFile): string {
  return readFileSync(join(OPENAPI_DIR, file), 'utf8');
}

/** A contract file, parsed: a fresh object on every call, so a caller may change it. */
export function loadContractDocument(file: ContractFile): Record<string, unknown> {
  return parse(contractText(file)) as Record<string, unknown>;
}
