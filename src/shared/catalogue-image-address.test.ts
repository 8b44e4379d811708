import { describe, expect, it } from 'vitest';
import {
  catalogueImageAddress,
  imageOptionsSegment,
  resizedImageAddress,
} from './catalogue-image-address';
import { catalogueImagesCalls, imageOptionsSchema } from './contract/catalogueImages';

const file = `${'ab'.repeat(32)}.webp`;

describe('catalogue picture addresses', () => {
  it('names a data set picture by its file on this site', () => {
    expect(catalogueImageAddress(`/images/econ/${file}`)).toBe(`/api/images/${file}`);
  });

  it('builds the options in one order with the defaults filled in', () => {
    expect(imageOptionsSegment({ height: 64, width: 96 })).toBe(
      'width=96,height=64,fit=contain,quality=80,format=webp',
    );
  });

  it('builds what the server reads back to the same options and the same segment', () => {
    const address = resizedImageAddress(`/api/images/${file}`, { width: 208, height: 156 })!;
    const [options, named] = address.slice('/api/images/'.length).split('/');
    const read = catalogueImagesCalls.resizedCatalogueImage.params.parse({ options, file: named });
    expect(read.options).toEqual(imageOptionsSchema.parse({ width: 208, height: 156 }));
    expect(imageOptionsSegment(read.options)).toBe(options);
  });

  it('never resizes an address that is not one of our catalogue pictures', () => {
    expect(resizedImageAddress('https://elsewhere.example/a.webp', { width: 10 })).toBeNull();
    expect(resizedImageAddress('/api/images/../secret.png', { width: 10 })).toBeNull();
  });
});
