// Writes the case catalogue and its reference price snapshot from the open CS2 data set
// (@ianlucas/cs2-lib). Run after updating that package: npm run catalogue:import
import { writeFileSync } from 'node:fs';
import { catalogueFromItems } from './catalogueFromItems';
import { loadDataSet } from './dataSet';
import { referencePrice } from './referencePrices';

const OUT = 'src/server/domain/cases';
const date = new Date().toISOString().slice(0, 10);
const { version, items, nameOf } = await loadDataSet();

const { items: catalogueItems, cases } = catalogueFromItems(items, nameOf);
const catalogue = {
  source: `@ianlucas/cs2-lib ${version}`,
  imported: date,
  items: catalogueItems,
  cases,
};
const text = `${JSON.stringify(catalogue)}\n`;
writeFileSync(`${OUT}/catalogue/cs2-cases.json`, text);

const prices: Record<string, number> = {};
for (const item of catalogueItems) prices[item.name] = referencePrice(item.name, item.rarity);
const snapshot = {
  date,
  source: 'reference model by rarity (tools/catalogue/referencePrices.ts), not market quotes',
  currency: 'gem hundredths',
  prices: Object.fromEntries(Object.entries(prices).sort(([a], [b]) => a.localeCompare(b, 'en'))),
};
writeFileSync(`${OUT}/pricing/price-snapshot.json`, `${JSON.stringify(snapshot)}\n`);
const size = `${Math.round(Buffer.byteLength(text) / 1024)} KB`;
console.log(
  `wrote ${cases.length} cases, ${catalogueItems.length} items (${size}) and their prices`,
);
