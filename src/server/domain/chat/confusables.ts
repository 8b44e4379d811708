/**
 * Letters from other scripts that look like Latin ones, each followed by the Latin letter
 * it imitates. Usernames are Latin letters, digits and underscores, so "@аdmin" with a
 * Cyrillic "а" can only be an imitation of "@admin". Full-width and mathematical letters
 * need no entry: NFKC folds them to plain Latin before this table is read.
 */
const LOOKALIKE_PAIRS = [
  // Cyrillic
  'аa вb еe ёe кk мm нh оo рp сc тt уy хx іi їi јj ѕs ԁd ԛq ԝw һh ӏl ьb гr пn',
  'Аa Вb Еe Ёe Кk Мm Нh Оo Рp Сc Тt Уy Хx Іi Јj Ѕs Ԁd Ԛq Ԝw Һh Ӏl',
  // Greek
  'αa βb εe ιi κk νv οo ρp τt υu χx γy ωw',
  'Αa Βb Εe Ζz Ηh Ιi Κk Μm Νn Οo Ρp Τt Υy Χx',
  // Armenian, and Latin letters outside ASCII
  'ոn սu օo ıi ɑa ɡg ʟl ɪi ᴏo ᴄc',
].join(' ');

const LOOKALIKES = new Map(
  LOOKALIKE_PAIRS.split(' ').map((pair) => {
    const [lookalike, latin] = Array.from(pair);
    return [lookalike!, latin!] as const;
  }),
);

/**
 * The plain-Latin name a mention imitates, or null when it imitates none (it keeps letters
 * with no Latin double, e.g. "Привет"). Combining marks are dropped ("ädmin" imitates admin).
 */
export function latinSkeleton(name: string): string | null {
  let out = '';
  for (const char of name.normalize('NFKD')) {
    if (/\p{M}/u.test(char)) continue;
    if (/[A-Za-z0-9_]/.test(char)) out += char.toLowerCase();
    else {
      const latin = LOOKALIKES.get(char);
      if (!latin) return null;
      out += latin;
    }
  }
  return out.length > 0 ? out : null;
}
