// What kind of weapon an item is, from its name: the placeholders draw one silhouette per
// class, so a case's contents tell knives, gloves, pistols and rifles apart at a glance.

export const WEAPON_CLASSES = [
  'knife',
  'gloves',
  'pistol',
  'rifle',
  'smg',
  'sniper',
  'shotgun',
  'machine-gun',
] as const;
export type WeaponClass = (typeof WEAPON_CLASSES)[number];

/** Every CS2 firearm (and the Zeus, drawn as a pistol: it is held like one), by its name. */
const FIREARMS: Record<string, WeaponClass> = {
  'CZ75-Auto': 'pistol',
  'Desert Eagle': 'pistol',
  'Dual Berettas': 'pistol',
  'Five-SeveN': 'pistol',
  'Glock-18': 'pistol',
  P2000: 'pistol',
  P250: 'pistol',
  'R8 Revolver': 'pistol',
  'Tec-9': 'pistol',
  'USP-S': 'pistol',
  'Zeus x27': 'pistol',
  'AK-47': 'rifle',
  AUG: 'rifle',
  FAMAS: 'rifle',
  'Galil AR': 'rifle',
  'M4A1-S': 'rifle',
  M4A4: 'rifle',
  'SG 553': 'rifle',
  AWP: 'sniper',
  G3SG1: 'sniper',
  'SCAR-20': 'sniper',
  'SSG 08': 'sniper',
  'MAC-10': 'smg',
  'MP5-SD': 'smg',
  MP7: 'smg',
  MP9: 'smg',
  P90: 'smg',
  'PP-Bizon': 'smg',
  'UMP-45': 'smg',
  'MAG-7': 'shotgun',
  Nova: 'shotgun',
  'Sawed-Off': 'shotgun',
  XM1014: 'shotgun',
  M249: 'machine-gun',
  Negev: 'machine-gun',
};

/** CS2's knives, as the catalogue names them after the star. */
const KNIVES = new Set([
  'Bayonet',
  'Bowie Knife',
  'Butterfly Knife',
  'Classic Knife',
  'Falchion Knife',
  'Flip Knife',
  'Gut Knife',
  'Huntsman Knife',
  'Karambit',
  'Kukri Knife',
  'M9 Bayonet',
  'Navaja Knife',
  'Nomad Knife',
  'Paracord Knife',
  'Shadow Daggers',
  'Skeleton Knife',
  'Stiletto Knife',
  'Survival Knife',
  'Talon Knife',
  'Ursus Knife',
]);

/** "★ Sport Gloves | Vice" -> "Sport Gloves"; "AK-47 | Redline" -> "AK-47". */
export function weaponNameOf(itemName: string): string {
  return itemName.split(' | ')[0]!.replace(/^★\s*/, '').trim();
}

/**
 * The class of an item by its name, or null for a name no rule knows. Gloves and hand
 * wraps are gloves; a starred item is otherwise a knife, as in game (a new knife is still
 * drawn as one).
 */
export function weaponClassOf(itemName: string): WeaponClass | null {
  const weapon = weaponNameOf(itemName);
  const firearm = FIREARMS[weapon];
  if (firearm) return firearm;
  if (/\bGloves\b|^Hand Wraps$/.test(weapon)) return 'gloves';
  if (KNIVES.has(weapon) || itemName.startsWith('★')) return 'knife';
  return null;
}
