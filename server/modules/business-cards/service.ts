import { businessCardMessages as messages } from '../../../domain/business-cards/business-card-schema';
import { designFiles, ownerDirectory, type BusinessCardOwner } from '../../../domain/business-cards/card-designs';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { designFolders, designsFromFiles } from './design-files';
import { businessCardsRepository } from './repository';
import { countOf, pluralOf } from '../../../domain/numbers';

/** Business cards (back-office §2.9, §7): the owners in the database, their design files in the served site. */
export function businessCardsService(db: Database, siteDir: string) {
  const cards = businessCardsRepository(db);
  const folders = designFolders(siteDir);

  const ownerOrThrow = async (id: number): Promise<BusinessCardOwner> => {
    const owner = await cards.find(id);
    if (!owner) throw new ApiError(404, messages.ownerNotFound);
    return owner;
  };

  return {
    list: () => cards.list(),

    async checkDirectory(id: number) {
      const owner = await ownerOrThrow(id);
      const directory = `${ownerDirectory(owner.slug)}/`;
      const files = folders.svgFiles(owner.slug);
      const missing = designFiles(owner)
        .map((file) => file.path)
        .filter((path) => !folders.exists(path));
      const message = !files
        ? messages.directoryMissing(directory)
        : missing.length === 0
          ? `Dossier ${directory} présent : ${countOf(files.length, 'fichier')} SVG, aucun manquant`
          : `Dossier ${directory} présent : ${countOf(missing.length, 'fichier')} ${pluralOf(missing.length, 'manquant')}`;
      return { directory, exists: files !== undefined, files: files ?? [], missing, message };
    },

    /** Registers the SVG files found in the owner's folder as their card faces and iterations. */
    async generateFromImages(id: number) {
      const owner = await ownerOrThrow(id);
      const directory = `${ownerDirectory(owner.slug)}/`;
      const files = folders.svgFiles(owner.slug);
      if (!files) throw new ApiError(404, messages.directoryMissing(directory));
      const { faces, iterations } = designsFromFiles(owner.slug, files);
      const images = [...faces.map((face) => face.path), ...iterations.flatMap((it) => (it.versoPath ? [it.path, it.versoPath] : [it.path]))];
      if (images.length === 0) throw new ApiError(404, messages.noImages(directory));
      await cards.saveDesigns(owner.id, faces, iterations);
      return { images, message: messages.generated(images.length) };
    },

    async deleteOwner(id: number): Promise<void> {
      if (!(await cards.deleteOwner(id))) throw new ApiError(404, messages.ownerNotFound);
    },

    async deleteIteration(id: number, name: string): Promise<void> {
      await ownerOrThrow(id);
      if (!(await cards.deleteIteration(id, name))) throw new ApiError(404, messages.iterationNotFound);
    },
  };
}
