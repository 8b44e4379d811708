/** Case pages under the address the player came by: the cs2- alias stays cs2-. */
export function casesBase(pathname: string): '/case-opening' | '/cs2-case-opening' {
  return pathname.startsWith('/cs2-') ? '/cs2-case-opening' : '/case-opening';
}

export const communityPaths = (base: string) => ({
  list: `${base}/community`,
  create: `${base}/create`,
  caseOf: (slug: string) => `${base}/${slug}`,
  creatorOf: (id: string) => `${base}/creators/${id}`,
});
