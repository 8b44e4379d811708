import { type WeaponClass, weaponClassOf } from './weapon-classes';
import { MODEL_SILHOUETTES } from './weapon-model-silhouettes';

// One drawn silhouette per weapon class, in a 96 x 64 box, muzzles to the right, filled
// with the rarity colour by the caller. Each part is its own path, so overlaps never cut
// holes. The case reels bake these into one texture per class; the item cards draw each
// weapon model's own (weapon-model-silhouettes.ts) in the same box.

/** The box every silhouette is drawn in, in path units. */
export const SILHOUETTE_BOX = { width: 96, height: 64 } as const;
export const SILHOUETTE_VIEW_BOX = `0 0 ${SILHOUETTE_BOX.width} ${SILHOUETTE_BOX.height}`;

/** What an item's placeholder draws: its weapon class, or a rifle for a name no rule knows. */
export function silhouetteOf(itemName: string | undefined): WeaponClass {
  return (itemName && weaponClassOf(itemName)) || 'rifle';
}

export const WEAPON_SILHOUETTES: Record<WeaponClass, readonly string[]> = {
  // A bowie knife: a broad clipped blade, guard and handle (the models' own drawing).
  knife: MODEL_SILHOUETTES['bowie-knife'],
  // An open hand: fingers, thumb, palm and cuff.
  gloves: [
    'M31 14Q34 8 37 14V28H31Z',
    'M38 10Q41 4 44 10V28H38Z',
    'M45 11Q48 5 51 11V28H45Z',
    'M52 15Q55 10 58 15V28H52Z',
    'M31 30L28 40L17 25Q17 20 22 22Z',
    'M31 26H58V48H31Z',
    'M29 48H60V60H29Z',
  ],
  // Slide, frame, raked grip and trigger guard.
  pistol: [
    'M24 18H72V29H24Z',
    'M30 29H66V33H30Z',
    'M30 33H44L40 54H25Z',
    'M53 33H56V43H53Z',
    'M44 41H56V43H44Z',
  ],
  // An AK: stock, receiver, handguard, barrel, sights, grip and curved magazine.
  rifle: [
    'M4 27L22 25V33L6 39Z',
    'M22 23H60V32H22Z',
    'M60 24H74V30H60Z',
    'M74 25.5H92V28H74Z',
    'M86 21H88V26H86Z',
    'M30 32H37L34 44H27Z',
    'M43 32H51Q52 41 57 47L50 50Q44 42 43 32Z',
  ],
  // Compact: wire stock, short barrel, long straight magazine.
  smg: [
    'M12 22H26V26H16V34H12Z',
    'M26 21H62V33H26Z',
    'M62 25H74V29H62Z',
    'M33 33H41L38 46H30Z',
    'M48 33H55V53H48Z',
  ],
  // A bolt rifle: long barrel and a scope with its bells.
  sniper: [
    'M2 30L20 28V38L4 43Z',
    'M20 28H54V36H20Z',
    'M54 30H94V33H54Z',
    'M22 16H28V24H22Z',
    'M26 18H56V22H26Z',
    'M54 15H62V25H54Z',
    'M32 22H35V28H32Z',
    'M46 22H49V28H46Z',
    'M26 36H32L30 47H24Z',
    'M38 36H45V43H38Z',
  ],
  // A pump gun: barrel over its magazine tube, and the pump.
  shotgun: [
    'M4 30L24 25V35L8 42Z',
    'M24 24H46V35H24Z',
    'M46 24H92V28H46Z',
    'M46 29H80V32H46Z',
    'M54 28H72V36H54Z',
    'M28 35H34L31 43H25Z',
  ],
  // Belt-fed: bulky body, carry handle, box magazine and bipod.
  'machine-gun': [
    'M4 25L20 23V35L6 38Z',
    'M20 20H56V34H20Z',
    'M30 14H46V17H30Z',
    'M30 17H33V20H30Z',
    'M43 17H46V20H43Z',
    'M56 24H94V28H56Z',
    'M34 34H50V47H34Z',
    'M23 34H29L27 44H21Z',
    'M70 28H74L70 50H67Z',
    'M76 28H80L84 50H81Z',
  ],
};
