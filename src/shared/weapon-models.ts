import { type WeaponClass, weaponClassOf, weaponNameOf } from './weapon-classes';

// Which weapon model an item is, from its name: the placeholders draw one silhouette per
// model (AK-47, M4A4, AWP, a Karambit...), as the game's icons do, so a case's contents look
// like CS2 without any picture.

/** Every CS2 weapon by its catalogue name, and the model that draws it. */
const MODEL_BY_WEAPON = {
  'AK-47': 'ak-47',
  'Galil AR': 'galil-ar',
  'SG 553': 'sg-553',
  M4A4: 'm4a4',
  'M4A1-S': 'm4a1-s',
  FAMAS: 'famas',
  AUG: 'aug',
  AWP: 'awp',
  'SSG 08': 'ssg-08',
  G3SG1: 'g3sg1',
  'SCAR-20': 'scar-20',
  'Desert Eagle': 'desert-eagle',
  'Glock-18': 'glock-18',
  'USP-S': 'usp-s',
  P2000: 'p2000',
  P250: 'p250',
  'Five-SeveN': 'five-seven',
  'CZ75-Auto': 'cz75-auto',
  'Tec-9': 'tec-9',
  'Dual Berettas': 'dual-berettas',
  'R8 Revolver': 'r8-revolver',
  'Zeus x27': 'zeus-x27',
  'MAC-10': 'mac-10',
  MP9: 'mp9',
  MP7: 'mp7',
  'MP5-SD': 'mp5-sd',
  P90: 'p90',
  'PP-Bizon': 'pp-bizon',
  'UMP-45': 'ump-45',
  Nova: 'nova',
  XM1014: 'xm1014',
  'MAG-7': 'mag-7',
  'Sawed-Off': 'sawed-off',
  M249: 'm249',
  Negev: 'negev',
  Karambit: 'karambit',
  'Talon Knife': 'talon-knife',
  'Butterfly Knife': 'butterfly-knife',
  Bayonet: 'bayonet',
  'M9 Bayonet': 'm9-bayonet',
  'Flip Knife': 'flip-knife',
  'Gut Knife': 'gut-knife',
  'Huntsman Knife': 'huntsman-knife',
  'Falchion Knife': 'falchion-knife',
  'Bowie Knife': 'bowie-knife',
  'Shadow Daggers': 'shadow-daggers',
  'Navaja Knife': 'navaja-knife',
  'Stiletto Knife': 'stiletto-knife',
  'Ursus Knife': 'ursus-knife',
  'Skeleton Knife': 'skeleton-knife',
  'Classic Knife': 'classic-knife',
  'Kukri Knife': 'kukri-knife',
  'Nomad Knife': 'nomad-knife',
  'Paracord Knife': 'paracord-knife',
  'Survival Knife': 'survival-knife',
  'Hand Wraps': 'hand-wraps',
  'Moto Gloves': 'moto-gloves',
} as const;

/** The drawn models: each weapon's own, and the class shapes for what only a class names. */
export type WeaponModel = (typeof MODEL_BY_WEAPON)[keyof typeof MODEL_BY_WEAPON] | 'gloves';

/** What a class draws for an item of no known model (a new knife is still a knife). */
const MODEL_OF_CLASS: Record<WeaponClass, WeaponModel> = {
  knife: 'classic-knife',
  gloves: 'gloves',
  pistol: 'p250',
  rifle: 'ak-47',
  smg: 'ump-45',
  sniper: 'awp',
  shotgun: 'nova',
  'machine-gun': 'm249',
};

export interface ItemModel {
  model: WeaponModel;
  weaponClass: WeaponClass;
  /** False when no rule knows the name and the model is a stand-in. */
  known: boolean;
}

const byWeapon: Readonly<Record<string, WeaponModel>> = MODEL_BY_WEAPON;

/**
 * The model an item is drawn as, by its name ("★ Karambit | Doppler" -> karambit). Gloves
 * of a model without its own drawing share the glove; a name no rule knows is an AK-47.
 */
export function weaponModelOf(itemName: string | undefined): ItemModel {
  const weaponClass = (itemName && weaponClassOf(itemName)) || null;
  const own = itemName ? byWeapon[weaponNameOf(itemName)] : undefined;
  if (own) return { model: own, weaponClass: weaponClass ?? 'rifle', known: true };
  if (weaponClass) return { model: MODEL_OF_CLASS[weaponClass], weaponClass, known: true };
  return { model: 'ak-47', weaponClass: 'rifle', known: false };
}

/** Every model that has a drawing. */
export const WEAPON_MODELS: readonly WeaponModel[] = [
  ...new Set<WeaponModel>([...Object.values(MODEL_BY_WEAPON), 'gloves']),
];
