import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * The Inter subsets of @fontsource/inter a document embeds, in the order a character is looked up:
 * Latin (Western European), Latin Extended (Polish, Czech, Latvian), Cyrillic (Russian), Greek.
 * Each is a WOFF file that fontkit reads; a document embeds only the subsets it draws text in, and
 * of those only the glyphs it uses (embedding all eight made each document take 200–350 ms).
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;

/** Regular text and bold headings and labels. */
type FontWeight = 400 | 700;

interface FontFile {
  bytes: Uint8Array;
  /** Whether the subset has a glyph for a code point (fontkit's reading of the same file). */
  covers: (codePoint: number) => boolean;
  /** The advance width of `text` at `size` points: the sum of its glyphs' advances, as drawn. */
  width: (text: string, size: number) => number;
}

/**
 * The TrueType font inside a WOFF 1.0 file (its tables inflated with Node's zlib), so that neither
 * fontkit's reading here nor pdf-lib's for each document inflates them again in JavaScript (that
 * took about 100 ms per font and document).
 */
function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF'
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.byteLength), headerLength);
  const sfnt = new Uint8Array(total);
  const out = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  out.setUint32(0, view.getUint32(4)); // flavor
  out.setUint16(4, numTables);
  out.setUint16(6, 2 ** entrySelector * 16);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - 2 ** entrySelector * 16);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}

// The font files never change: read, inflated and parsed once per process.
const FONT_FILES = new Map<string, FontFile[]>();

function fontFiles(weight: FontWeight): FontFile[] {
  const key = String(weight);
  let files = FONT_FILES.get(key);
  if (!files) {
    files = SUBSETS.map((subset) => {
      const bytes = woffToSfnt(
        new Uint8Array(
          readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
        ),
      );
      const font = fontkit.create(bytes);
      // Glyph advances by code point: a line's width is their sum (the PDF draws no kerning).
      const advances = new Map<number, number>();
      return {
        bytes,
        covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
        width: (text: string, size: number) => {
          let units = 0;
          for (const character of text) {
            const codePoint = character.codePointAt(0) ?? 63;
            let advance = advances.get(codePoint);
            if (advance === undefined) {
              advance = font.glyphForCodePoint(codePoint).advanceWidth;
              advances.set(codePoint, advance);
            }
            units += advance;
          }
          return (units * size) / font.unitsPerEm;
        },
      };
    });
    FONT_FILES.set(key, files);
  }
  return files;
}

/** Spaces no subset draws (Intl's narrow no-break space in French amounts, thin spaces). */
const SPACE = /\s/u;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A `#rgb` or `#rrggbb` colour as pdf-lib's RGB; `fallback` for anything else. */
export function hexColor(value: unknown, fallback: string): RGB {
  const hex = typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : fallback;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const channel = (index: number) => Number.parseInt(digits.slice(index, index + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

const TEXT = rgb(0.075, 0.169, 0.251);
const MUTED = rgb(0.36, 0.4, 0.45);

/** A column of a table: its share of the width and whether its cells sit on the right (amounts). */
interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A run of text to draw once the document's fonts are embedded (see {@link PdfWriter.save}). */
interface PendingText {
  page: PDFPage;
  text: string;
  x: number;
  y: number;
  size: number;
  weight: FontWeight;
  /** The index of its subset in {@link SUBSETS}. */
  subset: number;
  color: RGB;
}

interface TextOptions {
  x?: number;
  size?: number;
  weight?: FontWeight;
  color?: RGB;
}

/**
 * Writes a one-column A4 document top to bottom: a branded header, headings, label-value rows,
 * tables and paragraphs, with a new page whenever the next block does not fit. Text in any script
 * of the 14 languages is drawn run by run in the Inter subset that has its glyphs.
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  /** Text is laid out at once (fontkit's widths) and drawn by `save`, in the subsets it used. */
  private readonly pending: PendingText[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    private readonly accent: RGB,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** A new document with its metadata; `accent` (the tenant's primary colour) colours headings and rules. */
  static async create(meta: {
    title: string;
    author: string;
    language: string;
    created: Date;
    accent: RGB;
  }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    doc.setLanguage(meta.language);
    doc.setCreator('Stowly sandbox');
    doc.setProducer('Stowly sandbox (pdf-lib)');
    doc.setCreationDate(meta.created);
    doc.setModificationDate(meta.created);
    return new PdfWriter(doc, meta.accent);
  }

  /** The document's bytes: embeds the subsets its text uses, draws the text, and saves. */
  async save(): Promise<Uint8Array> {
    const embedded = new Map<string, Promise<PDFFont>>();
    const fontOf = (weight: FontWeight, subset: number) => {
      const key = `${weight}:${subset}`;
      let font = embedded.get(key);
      if (!font) {
        font = this.doc.embedFont((fontFiles(weight)[subset] as FontFile).bytes, { subset: true });
        embedded.set(key, font);
      }
      return font;
    };
    for (const text of this.pending) {
      const font = await fontOf(text.weight, text.subset);
      text.page.drawText(text.text, { x: text.x, y: text.y, size: text.size, font, color: text.color });
    }
    this.pending.length = 0;
    return this.doc.save();
  }

  /** Embeds a PNG or JPEG logo; undefined for anything else (an SVG logo is left out). */
  async embedLogo(bytes: Uint8Array, mediaType: string): Promise<PDFImage | undefined> {
    try {
      if (mediaType === 'image/png') return await this.doc.embedPng(bytes);
      if (mediaType === 'image/jpeg') return await this.doc.embedJpg(bytes);
    } catch {
      // A broken image: the document names the tenant without it.
    }
    return undefined;
  }

  /** The header: the logo (if any) or the tenant's name as a wordmark, a rule in the accent colour, the title. */
  header(tenantName: string, title: string, logo?: PDFImage): void {
    if (logo) {
      const scale = Math.min(160 / logo.width, 40 / logo.height, 1);
      this.page.drawImage(logo, {
        x: MARGIN,
        y: this.y - logo.height * scale,
        width: logo.width * scale,
        height: logo.height * scale,
      });
      this.y -= logo.height * scale + 8;
    } else {
      this.y -= 18;
      this.draw(tenantName, { size: 18, weight: 700, color: this.accent });
      this.y -= 10;
    }
    this.rule();
    this.y -= 30;
    this.draw(title, { size: 22, weight: 700, color: TEXT });
    this.y -= 18;
  }

  /** A section heading in the accent colour. */
  heading(text: string): void {
    this.ensure(40);
    this.y -= 22;
    this.draw(text, { size: 12, weight: 700, color: this.accent });
    this.y -= 8;
  }

  /** Lines of plain text (an address), each wrapped to the page. */
  lines(texts: readonly string[], options: { size?: number; color?: RGB } = {}): void {
    const size = options.size ?? 10;
    for (const text of texts) {
      for (const line of this.wrap(text, this.contentWidth, size, 400)) {
        this.ensure(size + 4);
        this.y -= size + 4;
        this.draw(line, { size, color: options.color ?? TEXT });
      }
    }
  }

  /** Two blocks side by side (landlord and tenant, customer and location): a heading and lines each. */
  columns(blocks: readonly { heading: string; lines: readonly string[] }[]): void {
    const width = this.contentWidth / blocks.length;
    const height = 30 + Math.max(...blocks.map((block) => block.lines.length)) * 14;
    this.ensure(height);
    const top = this.y;
    let bottom = top;
    blocks.forEach((block, index) => {
      const x = MARGIN + index * width;
      let y = top - 22;
      this.drawAt(block.heading, x, y, { size: 12, weight: 700, color: this.accent });
      y -= 6;
      for (const text of block.lines) {
        for (const line of this.wrap(text, width - 12, 10, 400)) {
          y -= 14;
          this.drawAt(line, x, y, { size: 10, color: TEXT });
        }
      }
      bottom = Math.min(bottom, y);
    });
    this.y = bottom - 6;
  }

  /** Label-value rows: the label muted on the left, the value beside it, wrapped. */
  fields(rows: readonly (readonly [label: string, value: string])[]): void {
    const labelWidth = 170;
    for (const [label, value] of rows) {
      const valueLines = this.wrap(value, this.contentWidth - labelWidth, 10, 400);
      this.ensure(valueLines.length * 14 + 4);
      this.y -= 14;
      this.draw(label, { size: 10, weight: 700, color: MUTED });
      valueLines.forEach((line, index) => {
        if (index > 0) this.y -= 14;
        this.draw(line, { x: MARGIN + labelWidth, size: 10, color: TEXT });
      });
    }
    this.y -= 4;
  }

  /**
   * A table: a header row, then the rows; cells of right-aligned columns end at the column's right
   * edge. `totals` follow under a rule, their label spanning all but the last column; the last
   * total is bold.
   */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    totals: readonly (readonly [label: string, value: string])[] = [],
  ): void {
    const share = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / share) * this.contentWidth);
    const cellX = (index: number, text: string, size: number, weight: FontWeight) => {
      const left = MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0);
      return columns[index]?.align === 'right'
        ? left + (widths[index] ?? 0) - this.width(text, size, weight)
        : left;
    };
    const row = (cells: readonly string[], weight: FontWeight, color: RGB) => {
      const wrapped = cells.map((cell, index) => this.wrap(cell, (widths[index] ?? 0) - 8, 10, weight));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 14;
      this.ensure(height + 4);
      const top = this.y;
      wrapped.forEach((lines, index) => {
        lines.forEach((line, lineIndex) => {
          this.drawAt(line, cellX(index, line, 10, weight), top - 14 * (lineIndex + 1), {
            size: 10,
            weight,
            color,
          });
        });
      });
      this.y = top - height - 4;
    };
    this.ensure(40);
    this.y -= 8;
    row(
      columns.map((column) => column.header),
      700,
      MUTED,
    );
    this.hairline();
    for (const cells of rows) row(cells, 400, TEXT);
    if (totals.length === 0) return;
    this.hairline();
    const last = columns.length - 1;
    totals.forEach(([label, value], index) => {
      const weight: FontWeight = index === totals.length - 1 ? 700 : 400;
      this.ensure(18);
      this.y -= 14;
      const labelRight = MARGIN + widths.slice(0, last).reduce((sum, width) => sum + width, 0) - 12;
      this.drawAt(label, labelRight - this.width(label, 10, weight), this.y, {
        size: 10,
        weight,
        color: TEXT,
      });
      this.drawAt(value, cellX(last, value, 10, weight), this.y, { size: 10, weight, color: TEXT });
      this.y -= 4;
    });
  }

  /** A rule across the page in the accent colour. */
  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 2,
      color: this.accent,
    });
  }

  /** Vertical space. */
  gap(points: number): void {
    this.y -= points;
  }

  private get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  private hairline(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
  }

  /** A new page when `height` points do not fit above the bottom margin. */
  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private draw(text: string, options: TextOptions): void {
    this.drawAt(text, options.x ?? MARGIN, this.y, options);
  }

  /** Draws `text` at a baseline, run by run in the subset font that has each character. */
  private drawAt(text: string, x: number, y: number, options: TextOptions): void {
    const size = options.size ?? 10;
    const weight = options.weight ?? 400;
    let at = x;
    for (const run of this.runs(text, weight)) {
      this.pending.push({
        page: this.page,
        text: run.text,
        x: at,
        y,
        size,
        weight,
        subset: run.subset,
        color: options.color ?? TEXT,
      });
      at += run.font.width(run.text, size);
    }
  }

  /** The width of `text` as {@link drawAt} draws it. */
  private width(text: string, size: number, weight: FontWeight): number {
    return this.runs(text, weight).reduce((sum, run) => sum + run.font.width(run.text, size), 0);
  }

  /**
   * `text` cut into runs of one font each: every character goes to the first subset that has it;
   * a space no subset has becomes a plain space, any other unknown character a question mark.
   */
  private runs(text: string, weight: FontWeight): { text: string; font: FontFile; subset: number }[] {
    const files = fontFiles(weight);
    const runs: { text: string; font: FontFile; subset: number }[] = [];
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 63;
      let index = files.findIndex((file) => file.covers(codePoint));
      let drawn = character;
      if (index < 0) {
        drawn = SPACE.test(character) ? ' ' : '?';
        index = 0;
      }
      const font = files[index] as FontFile;
      const last = runs.at(-1);
      if (last && last.subset === index) last.text += drawn;
      else runs.push({ text: drawn, font, subset: index });
    }
    return runs;
  }

  /** Lines of at most `width` points, broken between words (a longer word stays whole). */
  private wrap(text: string, width: number, size: number, weight: FontWeight): string[] {
    const words = text.split(/ +/).filter((word) => word !== '');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && this.width(candidate, size, weight) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current !== '' || lines.length === 0) lines.push(current);
    return lines;
  }
}
