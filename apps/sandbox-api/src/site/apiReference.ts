import {
  type ContractFile,
  contractText,
  isContractFile,
  loadContractDocument,
} from '../contract/contractDocuments';
import { escapeHtml } from './escapeHtml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Inline markdown on already-escaped text: `code` and **bold**. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** The small markdown subset the contract's descriptions use: headings, paragraphs, lists, tables. */
function markdown(source: unknown): string {
  const lines = String(source ?? '').split('\n');
  const html: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]?.trimEnd() ?? '';
    if (line.trim() === '') {
      index++;
    } else if (/^#{2,4} /.test(line)) {
      html.push(`<h4>${inline(line.replace(/^#+ /, ''))}</h4>`);
      index++;
    } else if (line.trimStart().startsWith('|')) {
      const rows: string[][] = [];
      while (index < lines.length && (lines[index] ?? '').trimStart().startsWith('|')) {
        const cells = (lines[index] ?? '')
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => cell.trim());
        if (!cells.every((cell) => /^:?-+:?$/.test(cell))) rows.push(cells);
        index++;
      }
      const [head = [], ...body] = rows;
      html.push(
        `<table><thead><tr>${head.map((cell) => `<th scope="col">${inline(cell)}</th>`).join('')}</tr></thead><tbody>${body
          .map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
    } else if (/^\s*[-*] /.test(line)) {
      const items: string[] = [];
      while (index < lines.length && /^\s*([-*] |\s{2,}\S)/.test(lines[index] ?? '')) {
        const item = (lines[index] ?? '').trim();
        if (/^[-*] /.test(item)) items.push(item.slice(2));
        else items[items.length - 1] += ` ${item}`;
        index++;
      }
      html.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    } else {
      const paragraph: string[] = [];
      while (
        index < lines.length &&
        (lines[index] ?? '').trim() !== '' &&
        !/^\s*([-*|] |#{2,4} |\|)/.test(lines[index] ?? '')
      ) {
        paragraph.push((lines[index] ?? '').trim());
        index++;
      }
      if (paragraph.length === 0) {
        paragraph.push(line.trim());
        index++;
      }
      html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    }
  }
  return html.join('\n');
}

function schemaName(schema: unknown): string {
  const ref = record(schema).$ref;
  if (typeof ref === 'string') return ref.split('/').pop() ?? ref;
  const type = record(schema).type;
  if (type === 'array') return `${schemaName(record(schema).items)}[]`;
  return Array.isArray(type) ? type.join(' | ') : String(type ?? 'object');
}

function resolve(document: Json, value: unknown): Json {
  const ref = record(value).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return record(value);
  return record(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => record(node)[key], document),
  );
}

function renderDocument(
  file: ContractFile,
  anchorPrefix: string,
): { title: string; nav: string; body: string } {
  const document = record(loadContractDocument(file));
  const info = record(document.info);
  const server = String(record(list(document.servers)[0]).url ?? '');
  const tags = list(document.tags).map(record);
  const operations = Object.entries(record(document.paths)).flatMap(([path, item]) =>
    METHODS.filter((method) => record(item)[method]).map((method) => ({
      path,
      method,
      operation: record(record(item)[method]),
    })),
  );
  const nav: string[] = [];
  const sections: string[] = [];
  for (const tag of tags) {
    const tagged = operations.filter(({ operation }) => list(operation.tags).includes(tag.name));
    const tagId = `${anchorPrefix}-${String(tag.name).toLowerCase().replace(/\W+/g, '-')}`;
    nav.push(
      `<li><a href="#${tagId}">${escapeHtml(tag.name)}</a><ul>${tagged
        .map(
          ({ operation }) =>
            `<li><a href="#${anchorPrefix}-${escapeHtml(operation.operationId)}">${escapeHtml(operation.summary)}</a></li>`,
        )
        .join('')}</ul></li>`,
    );
    sections.push(
      `<section aria-labelledby="${tagId}"><h2 id="${tagId}">${escapeHtml(tag.name)}</h2>${markdown(tag.description)}`,
    );
    for (const { path, method, operation } of tagged) {
      const id = `${anchorPrefix}-${String(operation.operationId)}`;
      const parameters = list(operation.parameters).map((parameter) => resolve(document, parameter));
      const body = record(record(resolve(document, operation.requestBody)).content);
      const responses = Object.entries(record(operation.responses));
      sections.push(`<article aria-labelledby="${escapeHtml(id)}">
<h3 id="${escapeHtml(id)}"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(server + path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary)} <span class="operation-id">(${escapeHtml(operation.operationId)})</span></p>
${markdown(operation.description)}
${
  parameters.length
    ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${escapeHtml(schemaName(parameter.schema))}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${inline(String(parameter.description ?? ''))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${Object.entries(body)
  .map(
    ([mediaType, content]) =>
      `<p>Request body (<code>${escapeHtml(mediaType)}</code>): <code>${escapeHtml(schemaName(record(content).schema))}</code></p>`,
  )
  .join('')}
<table><caption>Responses</caption><thead><tr><th scope="col">Status</th><th scope="col">Description</th><th scope="col">Body</th></tr></thead><tbody>${responses
        .map(([status, response]) => {
          const resolved = resolve(document, response);
          const content = Object.values(record(resolved.content))[0];
          return `<tr><td>${escapeHtml(status)}</td><td>${inline(String(record(response).description ?? resolved.description ?? ''))}</td><td>${content ? `<code>${escapeHtml(schemaName(record(content).schema))}</code>` : ''}</td></tr>`;
        })
        .join('')}</tbody></table>
</article>`);
    }
    sections.push('</section>');
  }
  return {
    title: String(info.title ?? file),
    nav: `<li><a href="#${anchorPrefix}">${escapeHtml(info.title)}</a><ul>${nav.join('')}</ul></li>`,
    body: `<section aria-labelledby="${anchorPrefix}"><h1 id="${anchorPrefix}">${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p><a href="/openapi/${escapeHtml(file)}">Download ${escapeHtml(file)}</a></p>${markdown(info.description)}${sections.join('\n')}</section>`,
  };
}

/** The API reference page: both contracts rendered as HTML, server-side, with no script. */
export function renderApiReference(): string {
  const booking = renderDocument('booking-api.yaml', 'booking');
  const identity = renderDocument('identity-api.yaml', 'identity');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference | Stowly sandbox</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#132B40;background:#FAFAFA;display:grid;grid-template-columns:minmax(14rem,20rem) 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;background:#fff;border-right:1px solid #EBEDEF;font-size:.9rem}
nav ul{list-style:none;padding-left:.75rem;margin:.25rem 0}
main{padding:1.5rem 2rem;max-width:70rem}
a{color:#265E92}
code{background:#EBEDEF;padding:0 .25rem;border-radius:3px}
table{border-collapse:collapse;margin:.75rem 0;width:100%}
th,td{border:1px solid #D5D5D5;padding:.3rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}
article{background:#fff;border:1px solid #EBEDEF;border-radius:6px;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;background:#265E92;font-size:.85rem;padding:.1rem .4rem}
.method-post{background:#2E7D32}.method-put{background:#8A5A00}.method-delete{background:#CA3E3E}
.operation-id{color:#5f6b75;font-size:.85rem}
@media (max-width:768px){body{display:block}nav{position:static;height:auto}}
</style>
</head>
<body>
<nav aria-label="API reference"><ul>${booking.nav}${identity.nav}</ul></nav>
<main>${booking.body}${identity.body}</main>
</body>
</html>`;
}

/** The raw contract files, for download. */
export function contractFile(name: string): string | undefined {
  return isContractFile(name) ? contractText(name) : undefined;
}
