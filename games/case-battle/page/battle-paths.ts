/** The list's address: the cs2- alias stays cs2- for everything it links to. */
export function battleListBase(pathname: string): string {
  return pathname.startsWith('/cs2-') ? '/cs2-case-battles' : '/case-battles';
}

/** A battle's detail page (the spec's named route case-battles-id) under the list's base. */
export function battlePath(id: string, base = '/case-battles'): string {
  return `${base}/${encodeURIComponent(id)}`;
}
