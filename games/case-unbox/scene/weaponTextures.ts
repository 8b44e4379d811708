import type Phaser from 'phaser';
import type { WeaponClass } from '../../../src/shared/weapon-classes';
import { SILHOUETTE_BOX, WEAPON_SILHOUETTES } from '../../../src/shared/weapon-silhouettes';

// The weapon-class silhouettes a card draws while its item has no picture: the item cards'
// path data baked into one white texture per class, which each card tints with its rarity.

/** Texture pixels per path unit: the same 2x the reels fetch pictures at. */
const DETAIL = 2;

const PREFIX = 'case-unbox-weapon:';

export const weaponTextureKey = (weapon: WeaponClass) => `${PREFIX}${weapon}`;

/** How many class textures the game holds (the probe shows they are made once). */
export function weaponTextureCount(textures: Phaser.Textures.TextureManager): number {
  return textures.getTextureKeys().filter((key) => key.startsWith(PREFIX)).length;
}

/** Makes the class textures the game does not hold yet (they outlive the scene). */
export function makeWeaponTextures(textures: Phaser.Textures.TextureManager): void {
  for (const [weapon, parts] of Object.entries(WEAPON_SILHOUETTES)) {
    const key = weaponTextureKey(weapon as WeaponClass);
    if (textures.exists(key)) continue;
    const texture = textures.createCanvas(
      key,
      SILHOUETTE_BOX.width * DETAIL,
      SILHOUETTE_BOX.height * DETAIL,
    );
    if (!texture) continue;
    const context = texture.getContext();
    context.scale(DETAIL, DETAIL);
    context.fillStyle = '#ffffff';
    // One fill per part, as the cards draw them: overlapping parts never cut holes.
    for (const part of parts) context.fill(new Path2D(part));
    texture.refresh();
  }
}
