import { box, poly, ring, stretchY, teeth, tube } from './weapon-model-parts';
import type { WeaponModel } from './weapon-models';

// One silhouette per weapon model, in the same 96 x 64 box as the class silhouettes
// (muzzles and points to the right), so a card tells an AK-47 from an M4A4 and a Karambit
// from a Butterfly Knife at a glance, as the game's own icons do. Each part is its own path.

/** An AK-pattern body: wooden stock, receiver, handguard, barrel and front sight. */
const akBody = [
  poly([4, 27], [22, 25], [22, 33], [6, 39]),
  box(22, 23, 38, 9),
  box(60, 24, 14, 6),
  box(74, 25.5, 18, 2.5),
  box(86, 21, 2, 5),
  poly([30, 32], [37, 32], [34, 44], [27, 44]),
];

/** An AR-pattern body: buffer tube and stock, receiver with its rail, handguard, grip. */
const arBody = [
  poly([4, 25], [16, 24], [16, 35], [6, 37]),
  box(16, 26, 8, 5),
  box(24, 22, 32, 10),
  box(26, 19, 26, 3),
  box(56, 23, 16, 8),
  poly([30, 32], [36, 32], [33, 43], [27, 43]),
];

/** A pistol's grip, raked back from the frame at `x`. */
const grip = (x: number, top = 31, bottom = 52) =>
  poly([x, top], [x + 13, top], [x + 10, bottom], [x - 4, bottom]);

/** A pistol's trigger guard ending at `x`. */
const guard = (x: number, y = 31) =>
  poly(
    [x - 12, y],
    [x, y],
    [x, y + 9],
    [x - 12, y + 9],
    [x - 12, y + 7],
    [x - 2, y + 7],
    [x - 2, y + 2],
    [x - 12, y + 2],
  );

/** A knife's handle with a butt and a guard, from x 6 to `end`, centred on y 34. */
const handle = (end: number, height = 8) => [
  `M8 ${34 - height / 2}H${end}V${34 + height / 2}H8Q4 34 8 ${34 - height / 2}Z`,
  box(end, 34 - height / 2 - 4, 4, height + 8),
];

/** Knives, handle to the left and point to the right, drawn at life's proportions. */
const KNIVES = {
  karambit: [
    ring(12, 34, 8, 4.5),
    'M18 30H44V38H18Z',
    'M44 30Q66 26 84 42Q86 48 80 50Q72 38 58 38H44Z',
  ],
  'talon-knife': [
    ring(10, 34, 7, 4),
    'M15 30H40V38H15Z',
    'M40 28Q68 22 90 44Q90 50 84 50Q72 34 56 38H40Z',
  ],
  'butterfly-knife': [
    box(6, 26, 34, 4),
    box(6, 38, 34, 4),
    box(6, 30, 4, 8),
    box(36, 30, 6, 8),
    'M42 29H76Q86 30 92 34Q86 39 76 39H42Z',
  ],
  bayonet: [
    ...handle(36),
    box(10, 31, 2, 6),
    box(16, 31, 2, 6),
    box(22, 31, 2, 6),
    'M40 29H80Q88 30 93 34Q88 38 80 39H40Z',
  ],
  'm9-bayonet': [
    ...handle(34, 9),
    ring(9, 34, 5, 3),
    'M38 30H78Q88 31 94 36Q86 40 78 40H38Z',
    teeth(44, 72, 26),
  ],
  'flip-knife': [
    'M8 30H34V40H8Q4 35 8 30Z',
    ring(36, 36, 5, 2.5),
    'M36 29Q64 22 86 27Q88 30 84 32Q62 38 38 37Z',
  ],
  'gut-knife': [...handle(36), 'M40 29H62L66 25L70 29H78Q88 30 92 34Q84 40 74 40H40Z'],
  'huntsman-knife': [...handle(34, 10), 'M38 27H80Q90 30 94 36Q86 42 76 42H38Z', teeth(40, 64, 22)],
  'falchion-knife': [
    'M6 32Q8 28 14 28H34V40H14Q8 40 6 36Z',
    box(34, 26, 4, 16),
    'M38 28H74Q88 30 92 24Q94 36 82 42Q66 44 38 40Z',
  ],
  'bowie-knife': [...handle(32, 10), 'M36 27H66L72 30H80Q88 30 94 28Q90 38 78 43H36Z'],
  'navaja-knife': [
    'M6 36Q8 28 20 30H42V38H20Q12 38 10 44H4Q4 40 6 36Z',
    'M42 30H70Q84 28 92 22Q90 34 76 38H42Z',
  ],
  'stiletto-knife': [
    'M6 32Q6 30 10 30H40V38H10Q6 38 6 36Z',
    box(40, 28, 3, 12),
    'M43 31H86L95 34L86 37H43Z',
  ],
  'ursus-knife': [
    'M6 30Q6 26 12 26H38V40H12Q6 40 6 36Z',
    'M38 26H72Q86 26 94 32Q88 42 72 42H38Z',
    box(14, 31, 18, 4),
  ],
  'skeleton-knife': [
    ring(10, 34, 7, 4),
    box(16, 28, 22, 3),
    box(16, 37, 22, 3),
    box(34, 28, 4, 12),
    'M38 28H74Q86 29 93 34Q86 40 74 40H38Z',
  ],
  'classic-knife': [
    ...handle(36, 9),
    'M40 28H76Q88 30 94 34Q88 40 76 40H40Z',
    box(44, 33, 30, 1.5),
  ],
  'kukri-knife': [...handle(32, 9), 'M36 30Q56 26 70 30Q84 34 92 24Q94 40 78 44Q60 46 36 40Z'],
  'nomad-knife': [
    'M6 31Q6 28 10 28H38V40H10Q6 40 6 36Z',
    ring(22, 34, 3, 1.5),
    'M38 28H70Q80 28 86 24Q92 30 86 38Q76 42 66 42H38Z',
  ],
  'paracord-knife': [
    'M6 31H36V39H6Z',
    box(10, 30, 2, 10),
    box(16, 30, 2, 10),
    box(22, 30, 2, 10),
    box(28, 30, 2, 10),
    'M36 29H68L74 26L94 32Q88 40 76 40H36Z',
  ],
  'survival-knife': [
    ...handle(34, 10),
    'M38 28H60L66 25H80Q88 27 94 33Q88 40 76 40H38Z',
    teeth(40, 58, 24, 2),
  ],
} satisfies Partial<Record<WeaponModel, readonly string[]>>;

/** Each knife 1.6 times taller about its middle line (see stretchY). */
const stretched = (models: typeof KNIVES) => {
  const out = {} as Record<keyof typeof KNIVES, readonly string[]>;
  for (const model of Object.keys(models) as (keyof typeof KNIVES)[])
    out[model] = models[model].map((d) => stretchY(d, 34, 1.6));
  return out;
};

export const MODEL_SILHOUETTES: Record<WeaponModel, readonly string[]> = {
  // Rifles.
  'ak-47': [...akBody, 'M43 32H51Q52 41 57 47L50 50Q44 42 43 32Z'],
  'galil-ar': [
    poly([4, 25], [8, 25], [22, 28], [22, 31], [8, 30], [8, 38], [4, 38]),
    ...akBody.slice(1),
    box(40, 20, 12, 3),
    'M43 32H52Q53 43 59 50L51 53Q44 44 43 32Z',
  ],
  'sg-553': [
    poly([4, 26], [22, 25], [22, 29], [9, 30], [9, 37], [4, 37]),
    ...akBody.slice(1, 5),
    tube(30, 14, 22, 6),
    box(36, 20, 3, 3),
    box(44, 20, 3, 3),
    poly([30, 32], [36, 32], [33, 43], [27, 43]),
    poly([44, 32], [51, 32], [53, 44], [47, 45]),
  ],
  m4a4: [
    ...arBody,
    box(72, 25.5, 20, 2.5),
    poly([68, 23], [70, 16], [72, 23]),
    poly([41, 32], [48, 32], [50, 46], [43, 47]),
  ],
  'm4a1-s': [...arBody, tube(72, 24, 21, 6, 1.5), poly([41, 32], [47, 32], [48, 42], [42, 43])],
  famas: [
    poly([4, 25], [14, 24], [14, 36], [6, 36]),
    'M14 23H58Q62 23 62 28V34H14Z',
    box(18, 15, 44, 3),
    box(22, 18, 3, 5),
    box(56, 18, 3, 5),
    box(62, 27, 28, 2.5),
    box(20, 34, 7, 11),
    poly([40, 34], [46, 34], [43, 45], [37, 45]),
    poly([72, 29], [74, 29], [70, 44], [68, 44]),
  ],
  aug: [
    'M4 26Q4 22 10 22H40V36H10Q4 36 4 32Z',
    'M40 24H60Q64 24 64 28V33H40Z',
    tube(38, 13, 24, 7),
    box(48, 20, 4, 4),
    box(64, 27, 26, 2.5),
    box(22, 36, 6, 10),
    poly([44, 33], [50, 33], [47, 45], [41, 45]),
    box(58, 33, 4, 12),
  ],
  // Snipers.
  awp: [
    'M2 28L22 26V40Q18 44 12 44L6 46Q2 44 2 40Z',
    box(22, 27, 36, 10),
    box(58, 29, 30, 4),
    box(88, 28, 6, 6),
    tube(24, 14, 34, 7),
    box(20, 15, 5, 5),
    box(56, 13, 7, 9),
    box(34, 21, 3, 6),
    box(46, 21, 3, 6),
    poly([26, 37], [33, 37], [30, 48], [24, 48]),
    box(40, 37, 6, 7),
  ],
  'ssg-08': [
    poly([2, 30], [8, 28], [22, 29], [22, 33], [10, 34], [8, 42], [3, 42]),
    box(22, 28, 30, 7),
    box(52, 30, 42, 2),
    tube(26, 18, 24, 5),
    box(33, 23, 2, 5),
    box(43, 23, 2, 5),
    poly([26, 35], [32, 35], [29, 45], [23, 45]),
  ],
  g3sg1: [
    poly([2, 26], [20, 24], [20, 36], [4, 40]),
    box(20, 23, 38, 11),
    box(58, 25, 16, 7),
    box(74, 27, 20, 2.5),
    tube(26, 13, 28, 6),
    box(34, 19, 3, 4),
    box(46, 19, 3, 4),
    poly([26, 34], [32, 34], [29, 45], [23, 45]),
    box(40, 34, 8, 12),
    poly([66, 32], [68, 32], [64, 48], [62, 48]),
  ],
  'scar-20': [
    poly([2, 24], [8, 24], [20, 27], [20, 32], [8, 32], [8, 40], [2, 40]),
    box(20, 22, 40, 11),
    box(20, 19, 46, 3),
    box(60, 24, 12, 8),
    box(72, 26.5, 22, 3),
    tube(28, 11, 26, 6),
    box(36, 17, 3, 2),
    box(46, 17, 3, 2),
    poly([26, 33], [32, 33], [29, 44], [23, 44]),
    poly([40, 33], [47, 33], [49, 45], [42, 46]),
  ],
  // Pistols.
  'desert-eagle': [
    box(20, 16, 58, 13),
    box(24, 29, 46, 5),
    grip(28, 34, 58),
    guard(54, 34),
    box(72, 13, 3, 3),
  ],
  'glock-18': [box(26, 20, 44, 10), box(30, 30, 32, 4), grip(30, 34, 54), guard(54, 34)],
  'usp-s': [
    box(22, 21, 38, 9),
    tube(60, 21.5, 32, 8, 1.5),
    box(26, 30, 30, 4),
    grip(26, 34, 54),
    guard(50, 34),
  ],
  p2000: [
    box(24, 20, 42, 10),
    box(28, 30, 34, 3),
    grip(28, 33, 52),
    guard(52, 33),
    box(64, 18, 2, 2),
  ],
  p250: ['M26 20H68Q70 20 70 23V29H26Z', box(28, 29, 36, 4), grip(30, 33, 53), guard(54, 33)],
  'five-seven': [
    box(22, 19, 50, 9),
    box(26, 28, 42, 4),
    poly([28, 32], [42, 32], [36, 54], [22, 54]),
    guard(54, 32),
  ],
  'cz75-auto': [
    box(26, 20, 44, 9),
    box(28, 29, 38, 5),
    grip(30, 34, 52),
    guard(54, 34),
    box(56, 34, 5, 14),
  ],
  'tec-9': [
    box(18, 22, 56, 8),
    box(74, 24, 16, 3),
    'M14 24Q14 30 18 30V36H24V30Z',
    poly([24, 30], [32, 30], [30, 44], [22, 44]),
    box(46, 30, 7, 24),
    guard(44, 30),
  ],
  'dual-berettas': [
    box(14, 16, 40, 8),
    box(16, 24, 32, 3),
    grip(18, 27, 44),
    box(42, 30, 44, 8),
    box(44, 38, 32, 3),
    grip(46, 41, 60),
  ],
  'r8-revolver': [
    box(48, 22, 44, 5),
    box(84, 19, 3, 3),
    'M30 20H48V36H30Q26 28 30 20Z',
    poly([22, 22], [30, 22], [30, 30], [26, 30]),
    'M26 34H34L34 54Q28 56 20 52Q26 44 26 34Z',
    guard(46, 34),
  ],
  'zeus-x27': [
    'M34 20H72Q80 20 84 26Q80 32 72 32H34Z',
    box(40, 32, 24, 3),
    poly([38, 35], [50, 35], [46, 54], [34, 54]),
    guard(60, 35),
  ],
  // SMGs.
  'mac-10': [
    box(34, 19, 36, 14),
    box(70, 24, 14, 4),
    box(14, 20, 20, 3),
    box(14, 20, 3, 12),
    poly([38, 33], [48, 33], [46, 56], [38, 56]),
    box(56, 33, 6, 8),
  ],
  mp9: [
    box(14, 24, 18, 3),
    box(14, 24, 3, 10),
    box(32, 20, 36, 12),
    box(68, 24, 18, 4),
    poly([38, 32], [47, 32], [45, 54], [37, 54]),
    box(58, 32, 5, 11),
  ],
  mp7: [
    box(6, 24, 12, 10),
    box(18, 27, 12, 4),
    box(30, 20, 38, 12),
    box(30, 17, 30, 3),
    box(68, 24, 16, 4),
    poly([38, 32], [47, 32], [45, 54], [37, 54]),
    poly([58, 32], [63, 32], [63, 44], [58, 44]),
  ],
  'mp5-sd': [
    poly([4, 24], [18, 25], [18, 34], [6, 38]),
    box(18, 22, 28, 10),
    tube(46, 22, 46, 9, 1.5),
    box(26, 19, 16, 3),
    poly([26, 32], [32, 32], [30, 43], [23, 43]),
    'M38 32H44Q45 40 48 45L43 48Q39 41 38 32Z',
  ],
  p90: [
    'M6 32Q6 20 20 20H64Q72 20 74 28V36H6Z',
    box(20, 16, 48, 4),
    box(74, 28, 16, 3),
    'M24 36H34Q32 46 26 48H18Q24 44 24 36Z',
    'M50 36H60L58 44H52Z',
  ],
  'pp-bizon': [
    poly([4, 26], [20, 24], [20, 32], [6, 38]),
    box(20, 21, 30, 10),
    box(50, 23, 14, 6),
    box(64, 24.5, 26, 2.5),
    tube(36, 31, 34, 7),
    poly([24, 31], [30, 31], [28, 42], [21, 42]),
  ],
  'ump-45': [
    poly([4, 23], [10, 23], [22, 28], [22, 32], [10, 32], [10, 39], [4, 39]),
    box(22, 20, 40, 13),
    box(62, 24, 18, 4),
    poly([26, 33], [33, 33], [31, 44], [24, 44]),
    poly([44, 33], [51, 33], [53, 52], [46, 53]),
  ],
  // Shotguns.
  nova: [
    'M4 30L24 25V35L8 42Z',
    box(24, 24, 22, 11),
    box(46, 24, 46, 4),
    box(46, 29, 34, 3),
    box(54, 28, 18, 8),
    poly([28, 35], [34, 35], [31, 43], [25, 43]),
  ],
  xm1014: [
    poly([4, 25], [16, 24], [16, 36], [6, 38]),
    box(16, 27, 8, 5),
    box(24, 22, 30, 12),
    box(54, 23, 38, 4),
    box(54, 28, 30, 4),
    poly([28, 34], [34, 34], [31, 45], [25, 45]),
  ],
  'mag-7': [
    box(14, 22, 46, 13),
    box(60, 24, 30, 5),
    box(60, 29, 20, 8),
    poly([18, 35], [26, 35], [24, 48], [15, 48]),
    box(36, 35, 9, 12),
  ],
  'sawed-off': [
    'M8 34Q10 24 24 24V36Q14 38 12 46H6Q6 40 8 34Z',
    box(24, 23, 18, 10),
    box(42, 23, 32, 4),
    box(42, 28, 26, 3),
    box(48, 27, 14, 7),
  ],
  // Machine guns.
  m249: [
    poly([4, 25], [20, 23], [20, 35], [6, 38]),
    box(20, 20, 36, 14),
    box(30, 14, 16, 3),
    box(30, 17, 3, 3),
    box(43, 17, 3, 3),
    box(56, 24, 38, 4),
    box(34, 34, 16, 13),
    poly([23, 34], [29, 34], [27, 44], [21, 44]),
    poly([70, 28], [74, 28], [70, 50], [67, 50]),
    poly([76, 28], [80, 28], [84, 50], [81, 50]),
  ],
  negev: [
    poly([2, 24], [18, 22], [18, 36], [4, 40]),
    box(18, 20, 30, 15),
    'M48 22H80V30H48Z',
    box(80, 24, 14, 3),
    'M30 35H50Q50 48 40 50Q30 48 30 35Z',
    poly([21, 35], [27, 35], [25, 46], [19, 46]),
    box(56, 30, 5, 12),
    poly([76, 30], [79, 30], [74, 50], [71, 50]),
  ],
  ...stretched(KNIVES),
  // Two push daggers, already as tall as the box allows.
  'shadow-daggers': [
    'M14 14H26V20H22V28H18V20H14Z',
    'M16 28H24L22 48L20 54L18 48Z',
    'M52 22H64V28H60V36H56V28H52Z',
    'M54 36H62Q66 44 74 52Q64 50 58 44Z',
  ],
  // Gloves.
  gloves: [
    'M31 14Q34 8 37 14V28H31Z',
    'M38 10Q41 4 44 10V28H38Z',
    'M45 11Q48 5 51 11V28H45Z',
    'M52 15Q55 10 58 15V28H52Z',
    'M31 30L28 40L17 25Q17 20 22 22Z',
    'M31 26H58V48H31Z',
    'M29 48H60V60H29Z',
  ],
  'hand-wraps': [
    'M31 20Q34 16 37 20V28H31Z',
    'M38 18Q41 14 44 18V28H38Z',
    'M45 18Q48 14 51 18V28H45Z',
    'M52 20Q55 16 58 20V28H52Z',
    'M31 30L28 38L20 28Q20 24 24 25Z',
    box(31, 26, 27, 6),
    box(30, 33, 29, 6),
    box(30, 40, 29, 6),
    box(31, 47, 27, 5),
    box(32, 53, 25, 5),
  ],
  'moto-gloves': [
    'M31 14Q34 8 37 14V28H31Z',
    'M38 10Q41 4 44 10V28H38Z',
    'M45 11Q48 5 51 11V28H45Z',
    'M52 15Q55 10 58 15V28H52Z',
    'M31 30L28 40L17 25Q17 20 22 22Z',
    'M31 26H58V48H31Z',
    'M27 48H62L64 62H25Z',
    box(34, 30, 21, 4),
  ],
};
