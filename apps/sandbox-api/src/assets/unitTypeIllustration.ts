/** What a storage unit looks like from the outside, which decides its door. */
type UnitKind = 'locker' | 'room' | 'garage' | 'container';

export interface UnitShape {
  kind: UnitKind;
  /** Metres. */
  width: number;
  length: number;
  height: number;
}

/** The illustrated unit types of the demo data (db/seed.ts), by id. */
export const SEEDED_UNIT_SHAPES: ReadonlyMap<number, UnitShape> = new Map([
  [101, { kind: 'locker', width: 1, length: 1, height: 1.2 }],
  [102, { kind: 'room', width: 2, length: 2.5, height: 2.4 }],
  [103, { kind: 'room', width: 2.5, length: 4, height: 2.4 }],
  [104, { kind: 'garage', width: 3, length: 5, height: 2.8 }],
  [201, { kind: 'room', width: 1.5, length: 2, height: 2.2 }],
  [202, { kind: 'room', width: 2.5, length: 2.8, height: 2.4 }],
  [203, { kind: 'container', width: 2.4, length: 6, height: 2.6 }],
  [301, { kind: 'locker', width: 1, length: 1, height: 1 }],
  [302, { kind: 'room', width: 2, length: 2, height: 2.5 }],
  [303, { kind: 'room', width: 2, length: 4, height: 2.5 }],
  [304, { kind: 'room', width: 4, length: 5, height: 2.5 }],
]);

const VIEW_WIDTH = 320;
const VIEW_HEIGHT = 240;
const INK = '#2B3A42';
const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;
/** A person, for scale. */
const PERSON_HEIGHT = 1.75;

type Point = [number, number];

const fmt = (value: number) => String(Math.round(value * 10) / 10);
const points = (list: Point[]) => list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');

/**
 * A clean isometric line drawing of a storage unit of the given size, with a person beside it for
 * scale and the floor area underneath. The front (the width side) carries the door: a hinged door
 * for lockers, a roller door for rooms and garages, double doors for containers.
 */
export function unitTypeSvg(shape: UnitShape): string {
  const { width: w, length: l, height: h } = shape;
  // Unit coordinates (x along the width, y along the length, z up) to the drawing plane.
  const project = ([x, y, z]: [number, number, number], scale: number): Point => [
    (x - y) * COS30 * scale,
    (x + y) * SIN30 * scale - z * scale,
  ];
  // The person stands on the floor to the right of the unit, level with the middle of its side.
  const person: [number, number] = [w + l / 2 + 0.45, l / 2];
  const corners: [number, number, number][] = [
    [0, 0, 0],
    [w, 0, 0],
    [0, l, 0],
    [w, l, 0],
    [0, 0, h],
    [w, 0, h],
    [0, l, h],
    [w, l, h],
    [person[0], person[1], 0],
    [person[0], person[1], PERSON_HEIGHT],
  ];
  const raw = corners.map((corner) => project(corner, 1));
  const xs = raw.map(([x]) => x);
  const ys = raw.map(([, y]) => y);
  const margin = 28;
  const labelSpace = 26;
  const scale = Math.min(
    (VIEW_WIDTH - 2 * margin) / (Math.max(...xs) - Math.min(...xs)),
    (VIEW_HEIGHT - 2 * margin - labelSpace) / (Math.max(...ys) - Math.min(...ys)),
  );
  const offsetX = (VIEW_WIDTH - (Math.max(...xs) + Math.min(...xs)) * scale) / 2;
  const offsetY = margin - Math.min(...ys) * scale;
  const at = (x: number, y: number, z: number): Point => {
    const [px, py] = project([x, y, z], scale);
    return [px + offsetX, py + offsetY];
  };

  // The visible faces: top, front (y = l, spanning the width) and side (x = w, spanning the length).
  const top = [at(0, 0, h), at(w, 0, h), at(w, l, h), at(0, l, h)];
  const front = [at(0, l, 0), at(w, l, 0), at(w, l, h), at(0, l, h)];
  const side = [at(w, 0, 0), at(w, l, 0), at(w, l, h), at(w, 0, h)];
  const shapes: string[] = [
    `<ellipse cx="${fmt(at(w / 2, l / 2, 0)[0])}" cy="${fmt(at(w / 2, l / 2, 0)[1] + 4)}" rx="${fmt(((w + l) / 2) * COS30 * scale)}" ry="${fmt(((w + l) / 4) * scale * 0.6)}" fill="#E9EEF0" stroke="none"/>`,
    `<polygon points="${points(top)}" fill="#FFFFFF"/>`,
    `<polygon points="${points(side)}" fill="#E3E9EC"/>`,
    `<polygon points="${points(front)}" fill="#F3F6F7"/>`,
  ];

  // A point on the front face: u across the width (0..1), v up the height in metres.
  const onFront = (u: number, z: number) => at(u * w, l, z);
  const line = (a: Point, b: Point, extra = '') =>
    `<line x1="${fmt(a[0])}" y1="${fmt(a[1])}" x2="${fmt(b[0])}" y2="${fmt(b[1])}"${extra}/>`;
  const door: string[] = [];
  if (shape.kind === 'locker') {
    const [u0, u1, z0, z1] = [0.14, 0.86, h * 0.1, h * 0.9];
    door.push(
      `<polygon points="${points([onFront(u0, z0), onFront(u1, z0), onFront(u1, z1), onFront(u0, z1)])}" fill="#FFFFFF"/>`,
    );
    const handle = onFront(0.76, h * 0.5);
    door.push(
      `<circle cx="${fmt(handle[0])}" cy="${fmt(handle[1])}" r="${fmt(Math.max(2, scale * 0.04))}" fill="${INK}"/>`,
    );
    // Ventilation slots.
    for (let slot = 0; slot < 3; slot++) {
      const z = h * (0.75 - slot * 0.06);
      door.push(line(onFront(0.3, z), onFront(0.6, z)));
    }
  } else if (shape.kind === 'container') {
    const [u0, u1, z0, z1] = [0.06, 0.94, 0.08, h - 0.12];
    door.push(
      `<polygon points="${points([onFront(u0, z0), onFront(u1, z0), onFront(u1, z1), onFront(u0, z1)])}" fill="#FFFFFF"/>`,
      line(onFront(0.5, z0), onFront(0.5, z1)),
    );
    for (const u of [0.3, 0.4, 0.6, 0.7]) door.push(line(onFront(u, z0 + 0.1), onFront(u, z1 - 0.1)));
    // Corrugated side wall.
    const ribs = Math.max(4, Math.round(l / 0.5));
    for (let rib = 1; rib < ribs; rib++) {
      const y = (rib / ribs) * l;
      door.push(line(at(w, y, 0.08), at(w, y, h - 0.08), ' stroke-width="1" opacity="0.5"'));
    }
  } else {
    // Roller door: most of the front for a garage, a person-sized one for a room.
    const [u0, u1] =
      shape.kind === 'garage' ? [0.1, 0.9] : [Math.max(0.12, 0.5 - 0.5 / w), Math.min(0.88, 0.5 + 0.5 / w)];
    const z1 = Math.min(h - 0.2, shape.kind === 'garage' ? h * 0.82 : 2.05);
    door.push(
      `<polygon points="${points([onFront(u0, 0), onFront(u1, 0), onFront(u1, z1), onFront(u0, z1)])}" fill="#FFFFFF"/>`,
    );
    const slats = Math.max(4, Math.round(z1 / 0.25));
    for (let slat = 1; slat < slats; slat++) {
      const z = (slat / slats) * z1;
      door.push(line(onFront(u0, z), onFront(u1, z), ' stroke-width="1" opacity="0.6"'));
    }
    const handle = [onFront(0.5 - 0.06 / w, 0.25), onFront(0.5 + 0.06 / w, 0.25)] as const;
    door.push(line(handle[0], handle[1], ' stroke-width="3"'));
  }

  // A person beside the unit, for scale.
  const [footX, footY] = at(person[0], person[1], 0);
  const unit = (PERSON_HEIGHT * scale) / 7;
  const headY = footY - PERSON_HEIGHT * scale + unit * 0.5;
  const figure = [
    `<circle cx="${fmt(footX)}" cy="${fmt(headY)}" r="${fmt(unit * 0.5)}"/>`,
    `<path d="M${fmt(footX)} ${fmt(headY + unit * 0.6)}V${fmt(footY - unit * 3)}M${fmt(footX)} ${fmt(footY - unit * 3)}L${fmt(footX - unit * 0.7)} ${fmt(footY)}M${fmt(footX)} ${fmt(footY - unit * 3)}L${fmt(footX + unit * 0.7)} ${fmt(footY)}M${fmt(footX - unit * 1.1)} ${fmt(headY + unit * 2.2)}L${fmt(footX)} ${fmt(headY + unit * 1.4)}L${fmt(footX + unit * 1.1)} ${fmt(headY + unit * 2.2)}"/>`,
  ];

  const area = Math.round(w * l * 10) / 10;
  const label = `${fmt(w)} × ${fmt(l)} m · ${area} m²`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" role="img" aria-label="${label}">`,
    `<g fill="none" stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">`,
    ...shapes.slice(0, 1),
    `<g stroke="${INK}">`,
    ...shapes.slice(1),
    ...door,
    '</g>',
    `<g fill="none" stroke="${INK}" stroke-width="1.5" opacity="0.7">`,
    ...figure,
    '</g>',
    '</g>',
    `<text x="${VIEW_WIDTH / 2}" y="${VIEW_HEIGHT - 12}" text-anchor="middle" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="14" fill="${INK}">${label}</text>`,
    '</svg>',
  ].join('\n');
}
