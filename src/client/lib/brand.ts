import { type Brand, brandById, pageTitle } from '../../shared/brands';
import { clientConfig } from './runtime-config';

/** The brand this site runs as (SITE_BRAND, from the page's runtime settings). */
export function siteBrand(): Brand {
  return brandById(clientConfig().brand);
}

/** A document title under the brand's name: titled('Games') is "Games · GemDrop". */
export function titled(...parts: string[]): string {
  return pageTitle(siteBrand(), ...parts);
}
