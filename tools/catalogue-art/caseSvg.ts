import { hslHex } from './colour';
import type { CaseDesign } from './caseDesign';
import { EMBLEMS } from './emblems';
import { BODY, patternPath } from './patterns';

// A case drawn as CS2 draws its crates: a hard shell with a carry handle, latches and
// corner guards, in its series' colour, its pattern over the shell and its emblem on a
// round badge in its own accent. 192 x 128, the 3:2 of the site's case tiles.

export const CASE_VIEW_BOX = { width: 192, height: 128 } as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The drawing of one case as an SVG document. */
export function caseSvg(design: CaseDesign): string {
  const { hue, accentHue } = design;
  const light = hslHex(hue, 58, 46);
  const dark = hslHex(hue, 62, 24);
  const edge = hslHex(hue, 55, 13);
  const accent = hslHex(accentHue, 85, 60);
  const glyph = hslHex(accentHue, 90, 84);
  const tint = hslHex(accentHue, 70, 72);
  const metal = '#aab4c0';
  const { x, y, width, height } = BODY;
  const bottom = y + height;
  const right = x + width;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CASE_VIEW_BOX.width} ${CASE_VIEW_BOX.height}" width="${CASE_VIEW_BOX.width}" height="${CASE_VIEW_BOX.height}">`,
    `<title>${escapeXml(design.name)}</title>`,
    '<defs>',
    `<linearGradient id="shell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<clipPath id="body"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10"/></clipPath>`,
    '</defs>',
    // The carry handle, behind the shell.
    `<path d="M68 ${y + 2}V18Q68 10 76 10H116Q124 10 124 18V${y + 2}H115V19H77V${y + 2}Z" fill="${edge}"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="url(#shell)" stroke="${edge}" stroke-width="3"/>`,
    `<path clip-path="url(#body)" d="${patternPath(design.pattern)}" fill="${tint}" opacity="0.22"/>`,
    // The lid's seam and the bottom rim.
    `<rect x="${x}" y="${y + 18}" width="${width}" height="4" fill="${edge}" opacity="0.7"/>`,
    `<rect x="${x + 2}" y="${bottom - 10}" width="${width - 4}" height="8" rx="4" fill="${edge}" opacity="0.55"/>`,
    // Latches over the seam.
    `<rect x="${x + 14}" y="${y + 12}" width="16" height="16" rx="3" fill="${metal}" stroke="${edge}" stroke-width="2"/>`,
    `<rect x="${right - 30}" y="${y + 12}" width="16" height="16" rx="3" fill="${metal}" stroke="${edge}" stroke-width="2"/>`,
    // Corner guards.
    `<path d="M${x} ${y + 14}V${y + 10}Q${x} ${y} ${x + 10} ${y}H${x + 14}Z" fill="${metal}"/>`,
    `<path d="M${right} ${y + 14}V${y + 10}Q${right} ${y} ${right - 10} ${y}H${right - 14}Z" fill="${metal}"/>`,
    `<path d="M${x} ${bottom - 14}V${bottom - 10}Q${x} ${bottom} ${x + 10} ${bottom}H${x + 14}Z" fill="${metal}"/>`,
    `<path d="M${right} ${bottom - 14}V${bottom - 10}Q${right} ${bottom} ${right - 10} ${bottom}H${right - 14}Z" fill="${metal}"/>`,
    // The badge and its emblem.
    `<circle cx="96" cy="${y + 46}" r="27" fill="${edge}" stroke="${accent}" stroke-width="4"/>`,
    `<path transform="translate(76 ${y + 26})" d="${EMBLEMS[design.emblem]}" fill="${glyph}" fill-rule="evenodd"/>`,
    '</svg>',
    '',
  ].join('\n');
}
