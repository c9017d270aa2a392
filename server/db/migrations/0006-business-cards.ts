import type { Kysely } from 'kysely';
import { builtInOwners } from '../../../domain/business-cards/card-designs';
import { idColumn, type MigrationFactory } from './helpers';

/** Business-card owners, their card faces and alternative designs (back-office §2.9, §3), started with the built-in designs. */
export const businessCards: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('business_card_owners')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('business_card_faces')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('business_card_owners.id').onDelete('cascade'))
      .addColumn('side', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addUniqueConstraint('business_card_faces_owner_side', ['owner_id', 'side'])
      .execute();
    await db.schema
      .createTable('business_card_iterations')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('business_card_owners.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('verso_path', 'text')
      .addUniqueConstraint('business_card_iterations_owner_name', ['owner_id', 'name'])
      .execute();

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration runs before the typed schema exists
    const typed = db as Kysely<any>;
    const createdAt = new Date().toISOString();
    for (const [position, owner] of builtInOwners.entries()) {
      const { id } = await typed
        .insertInto('business_card_owners')
        .values({ slug: owner.slug, name: owner.name, title: owner.title, position, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await typed
        .insertInto('business_card_faces')
        .values(owner.cards.map((card) => ({ owner_id: id, side: card.side, path: card.path })))
        .execute();
      await typed
        .insertInto('business_card_iterations')
        .values(owner.iterations.map((it) => ({ owner_id: id, name: it.name, path: it.path, verso_path: it.versoPath })))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('business_card_iterations').execute();
    await db.schema.dropTable('business_card_faces').execute();
    await db.schema.dropTable('business_card_owners').execute();
  },
});
