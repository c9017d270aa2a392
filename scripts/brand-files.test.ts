import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agencyPeople, fullName, vCardOf } from '../domain/business-cards/agency-people';
import { builtInOwners, designFiles } from '../domain/business-cards/card-designs';
import { brandLogoFiles } from '../domain/brand/brand-logos';
import { brandSvgFiles } from './brand/brand-files';
import { icoOf, icoSizes } from './brand/ico-file';
import { qrModulesPath } from './brand/qr-path';

const publicDir = join(import.meta.dirname, '..', 'public');

describe('brand files under public/', () => {
  it('are exactly what scripts/generate-brand-files.ts draws (run it after changing a person or a design)', () => {
    for (const [path, svg] of brandSvgFiles()) expect(readFileSync(join(publicDir, path), 'utf8'), path).toBe(svg);
  });

  it('has the 12 card files the built-in list points to, each 88 × 50 mm', () => {
    const paths = builtInOwners.flatMap((owner) => designFiles(owner).map((file) => file.path));
    expect(paths).toHaveLength(12);
    for (const path of paths) expect(readFileSync(join(publicDir, path), 'utf8'), path).toMatch(/^<svg [^>]*width="88mm" height="50mm"/);
  });

  it('puts each person’s name, title, phone and e-mail on their card, and their vCard in the QR code', () => {
    const escape = (value: string) => value.replace(/&/g, '&amp;');
    for (const [index, person] of agencyPeople.entries()) {
      const owner = builtInOwners[index]!;
      const recto = readFileSync(join(publicDir, owner.cards[0]!.path), 'utf8');
      for (const value of [fullName(person), escape(person.title), person.phone, person.email]) expect(recto).toContain(value);
      const verso = readFileSync(join(publicDir, owner.cards[1]!.path), 'utf8');
      expect(verso).toContain(`d="${qrModulesPath(vCardOf(person)).d}"`);
      expect(vCardOf(person)).toContain(`EMAIL;TYPE=WORK:${person.email}`);
    }
  });

  it('has the site’s icon for the clients that ask /favicon.ico (16, 32 and 48 px) and the iOS home screen (180 px)', () => {
    const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    const ico = readFileSync(join(publicDir, 'favicon.ico'));
    expect(icoSizes(ico)).toEqual([16, 32, 48]);
    const firstImage = ico.subarray(ico.readUInt32LE(6 + 12), ico.readUInt32LE(6 + 12) + ico.readUInt32LE(6 + 8));
    expect(pngSize(firstImage)).toEqual([16, 16]);
    expect(pngSize(readFileSync(join(publicDir, 'apple-touch-icon.png')))).toEqual([180, 180]);
  });

  it('lays out an ICO file as its readers expect: header, entries, then the images in order', () => {
    const png = (n: number) => Buffer.alloc(n, n);
    const ico = icoOf([{ size: 16, png: png(3) }, { size: 256, png: png(5) }]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    expect(icoSizes(ico)).toEqual([16, 256]);
    expect([ico.readUInt32LE(6 + 8), ico.readUInt32LE(6 + 12)]).toEqual([3, 38]);
    expect([ico.readUInt32LE(22 + 8), ico.readUInt32LE(22 + 12)]).toEqual([5, 41]);
    expect(ico.length).toBe(46);
  });

  it('has every logo file the manifest lists', () => {
    for (const file of brandLogoFiles) expect(existsSync(join(publicDir, file.path)), file.path).toBe(true);
  });
});
