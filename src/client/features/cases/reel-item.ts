import type { CaseReelItem } from '../../../../games/case-unbox/bus';
import type { CaseDropItem } from '../../../shared/contract/cases';
import { silhouetteOf } from '../../../shared/weapon-silhouettes';
import { clientConfig } from '../../lib/runtime-config';
import { pictureAt } from './catalogue-picture';

/** A reel card's room for its picture (board units): the picture is fetched at 2x it. */
const REEL_PICTURE_BOX = { width: 104, height: 78 };

/**
 * A case item as the reels draw it: its picture from the site, or, when the site serves
 * none, its weapon class, which the scene draws as that class's silhouette.
 */
export function reelItem(
  { name, image, rarity, price, tickets }: Omit<CaseDropItem, 'id'>,
  imagesOn: boolean = clientConfig().catalogueImages,
): CaseReelItem {
  return {
    name,
    image: pictureAt(image, REEL_PICTURE_BOX, 2, imagesOn),
    weapon: silhouetteOf(name),
    rarity,
    price,
    tickets,
  };
}
