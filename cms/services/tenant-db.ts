import { sql } from '@payloadcms/db-postgres';
import type { BulkOperationResult, CollectionSlug, DataFromCollectionSlug, PaginatedDocs, PayloadRequest, RequiredDataFromCollectionSlug, SelectType, Sort, TransformDataWithSelect, TypedCollectionSelect, Where } from 'payload';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Tenant } from '../payload-types';
import { idOf, type TenantScope } from './context';
import { executePrepared, isUuid, sqlDatabaseOf, statementHasParameter, type PreparedStatement, type SqlFragment } from './sql-database';
import { withTransaction } from './transaction';

/**
 * Collections whose every row belongs to one site (a required `tenant`). The `tenants`
 * collection has none (a request reaches its own row through its context), and platform
 * collections such as plan-changes have an optional one: neither can be named here.
 */
export type TenantCollection = { [S in CollectionSlug]: DataFromCollectionSlug<S> extends { tenant: string | Tenant } ? S : never }[CollectionSlug];

type Select<S extends TenantCollection> = TypedCollectionSelect[S];
/**
 * As Payload types a read: only the fields of a `select` literal, else the whole document (also
 * for a collection not known yet, as in a generic helper: TSelect is then `never`).
 */
type Doc<S extends TenantCollection, TSelect extends Select<S>> = [TSelect] extends [never]
  ? DataFromCollectionSlug<S>
  : TSelect extends SelectType
    ? TransformDataWithSelect<DataFromCollectionSlug<S>, TSelect>
    : DataFromCollectionSlug<S>;
type Bulk<S extends TenantCollection, TSelect extends Select<S>> = Omit<BulkOperationResult<S, SelectType>, 'docs'> & { docs: Doc<S, TSelect>[] };
/** What a write may set: every field but the tenant, which is the accessor's to set. */
type Data<S extends TenantCollection> = Omit<RequiredDataFromCollectionSlug<S>, 'tenant'>;

interface Read<S extends TenantCollection, TSelect extends Select<S>> {
  collection: S;
  /** Only these fields are read and returned (the id always is). */
  select?: TSelect;
  /** 0 unless asked: relations stay ids, so no related document is read behind the caller's back. */
  depth?: number;
}

interface FindArgs<S extends TenantCollection, TSelect extends Select<S>> extends Read<S, TSelect> {
  where?: Where;
  sort?: Sort;
  limit?: number;
  page?: number;
  /**
   * False unless asked: a paginated `find` runs a `count(*)` beside the read, even with
   * `limit: 1`. With it false, `totalDocs` is the number of docs returned, and there is no
   * default limit (a paginated one returns 10 unless given `limit`).
   */
  pagination?: boolean;
}

type FindOneArgs<S extends TenantCollection, TSelect extends Select<S>> = Omit<FindArgs<S, TSelect>, 'limit' | 'page' | 'pagination'>;
type ByIdArgs<S extends TenantCollection, TSelect extends Select<S>> = Read<S, TSelect> & { id: string; where?: never };
type WhereArgs<S extends TenantCollection, TSelect extends Select<S>> = Read<S, TSelect> & { where: Where; id?: never };
type Change<S extends TenantCollection> = { data: Partial<Data<S>> };

/**
 * Payload's Local API as the accessor calls it. Its own generic signatures cannot be instantiated
 * over a union of slugs ("a union type too complex to represent"), so the accessor calls this
 * plain shape and its public methods carry the precise types.
 */
interface LocalApi {
  find(options: object): Promise<PaginatedDocs<never>>;
  count(options: object): Promise<{ totalDocs: number }>;
  create(options: object): Promise<never>;
  update(options: object): Promise<never>;
  delete(options: object): Promise<never>;
}

/**
 * Collections whose rows several writers update (users: the profile, a role change, a
 * suspension, a password change): an update by id takes the row's lock before Payload reads the
 * row, because Payload writes back the whole row it read and would otherwise lose an update made
 * meanwhile (docs/decisions/tenancy.md, "Updates of a site's row take its lock first").
 */
const LOCKED_ON_UPDATE: Partial<Record<TenantCollection, SqlFragment>> = { users: sql`users` };

/**
 * Marks a hand-written statement that is not about the request's tenant alone (a token looked up
 * by its hash before the site is known, say), with the reason: `execute` runs it unchecked.
 */
export interface PlatformWide {
  platformWide: string;
}

/**
 * The one way services reach Payload and SQL for a site's rows (ARCHITECTURE.md, "Layout" and
 * "Tenancy"). Every read and write is confined to the request's tenant: the tenant joins every
 * `where`, a write by id first checks that the id is this tenant's (another site's id is "not
 * found", like one that does not exist), and `create` sets the tenant. Because the accessor
 * guarantees that, it skips Payload's access control (`overrideAccess: true`): callers decide
 * what the acting user may do before they call. Made from a context inside a unit of work
 * (unit-of-work.ts, `transaction`), every call runs on its transaction, so it commits or rolls
 * back with the rest of the write.
 */
export function tenantDb(ctx: TenantScope): TenantDb {
  return new TenantDb(ctx, ctx.req);
}

export class TenantDb {
  private readonly ctx: TenantScope;
  private readonly api: LocalApi;
  private readonly req: PayloadRequest | undefined;

  constructor(ctx: TenantScope, req?: PayloadRequest) {
    this.ctx = ctx;
    this.api = ctx.payload as unknown as LocalApi;
    this.req = req;
  }

  /** The tenant's rows matching `where`: all of them unless `limit` is given. */
  find<S extends TenantCollection, TSelect extends Select<S> = never>({ where, depth = 0, pagination = false, ...rest }: FindArgs<S, TSelect>): Promise<PaginatedDocs<Doc<S, TSelect>>> {
    return this.api.find({ ...rest, where: this.scoped(where), depth, pagination, overrideAccess: true, req: this.req });
  }

  /** The first matching row (by `sort`), or null: one statement, no count. */
  async findOne<S extends TenantCollection, TSelect extends Select<S> = never>(args: FindOneArgs<S, TSelect>): Promise<Doc<S, TSelect> | null> {
    const { docs } = await this.find<S, TSelect>({ ...args, limit: 1, pagination: false });
    return docs[0] ?? null;
  }

  /** The row with this id if it is this tenant's; null otherwise, and for anything that is not an id. */
  async findById<S extends TenantCollection, TSelect extends Select<S> = never>({ id, ...args }: ByIdArgs<S, TSelect>): Promise<Doc<S, TSelect> | null> {
    if (!isUuid(id)) return null;
    return this.findOne<S, TSelect>({ ...args, where: { id: { equals: id } } });
  }

  async count({ collection, where }: { collection: TenantCollection; where?: Where }): Promise<number> {
    const { totalDocs } = await this.api.count({ collection, where: this.scoped(where), overrideAccess: true, req: this.req });
    return totalDocs;
  }

  /** A new row of this tenant. Naming another tenant in `data` is a bug, and refused. */
  async create<S extends TenantCollection, TSelect extends Select<S> = never>({ data, depth = 0, ...rest }: Read<S, TSelect> & { data: Data<S> }): Promise<Doc<S, TSelect>> {
    this.refuseOtherTenant(rest.collection, data);
    return this.api.create({ ...rest, data: { ...data, tenant: this.ctx.tenant.id }, depth, overrideAccess: true, req: this.req });
  }

  /**
   * By id: that row if it is this tenant's, else AppError NOT_FOUND and nothing written. By
   * `where`: the tenant's rows that match (possibly none). The tenant itself cannot change.
   */
  update<S extends TenantCollection, TSelect extends Select<S> = never>(args: ByIdArgs<S, TSelect> & Change<S>): Promise<Doc<S, TSelect>>;
  update<S extends TenantCollection, TSelect extends Select<S> = never>(args: WhereArgs<S, TSelect> & Change<S>): Promise<Bulk<S, TSelect>>;
  async update<S extends TenantCollection, TSelect extends Select<S> = never>({ id, where, depth = 0, ...rest }: (ByIdArgs<S, TSelect> | WhereArgs<S, TSelect>) & Change<S>): Promise<Doc<S, TSelect> | Bulk<S, TSelect>> {
    this.refuseOtherTenant(rest.collection, rest.data);
    if (id === undefined) return this.api.update({ ...rest, where: this.scoped(where), depth, overrideAccess: true, req: this.req });
    const lockedTable = LOCKED_ON_UPDATE[rest.collection];
    if (!lockedTable) {
      await this.assertOwnRow(rest.collection, id);
      return this.api.update({ ...rest, id, depth, overrideAccess: true, req: this.req });
    }
    if (!isUuid(id)) throw new AppError(AppErrorCode.NOT_FOUND);
    return this.inTransaction(async (req) => {
      const database = await sqlDatabaseOf(this.ctx.payload, req);
      const { rows } = await database.execute(sql`SELECT 1 FROM ${lockedTable} WHERE id = ${id} AND tenant_id = ${this.ctx.tenant.id} FOR UPDATE`);
      if (rows.length === 0) throw new AppError(AppErrorCode.NOT_FOUND);
      return this.api.update({ ...rest, id, depth, overrideAccess: true, req });
    });
  }

  /** By id: that row if it is this tenant's, else AppError NOT_FOUND and nothing deleted. By `where`: the tenant's rows that match. */
  delete<S extends TenantCollection, TSelect extends Select<S> = never>(args: ByIdArgs<S, TSelect>): Promise<Doc<S, TSelect>>;
  delete<S extends TenantCollection, TSelect extends Select<S> = never>(args: WhereArgs<S, TSelect>): Promise<Bulk<S, TSelect>>;
  async delete<S extends TenantCollection, TSelect extends Select<S> = never>({ id, where, depth = 0, ...rest }: ByIdArgs<S, TSelect> | WhereArgs<S, TSelect>): Promise<Doc<S, TSelect> | Bulk<S, TSelect>> {
    if (id === undefined) return this.api.delete({ ...rest, where: this.scoped(where), depth, overrideAccess: true, req: this.req });
    await this.assertOwnRow(rest.collection, id);
    return this.api.delete({ ...rest, id, depth, overrideAccess: true, req: this.req });
  }

  /**
   * One SQL statement, on the request's transaction when there is one. Nothing can add the tenant
   * to hand-written SQL: the statement must filter by tenant itself (`tenant_id = ${…}` on every
   * table it reads or writes), and a test must show another tenant's rows never come back. A
   * statement whose parameters do not include the request's tenant id is refused before it runs
   * (refuseUnscoped), unless the caller marks it platform-wide and says why.
   */
  async execute<TRow extends Record<string, unknown> = Record<string, unknown>>(statement: SqlFragment, scope?: PlatformWide) {
    this.refuseUnscoped(statement, scope);
    const database = await sqlDatabaseOf(this.ctx.payload, this.req);
    return database.execute<TRow>(statement);
  }

  /**
   * The same for a hot statement whose text never changes (only its parameters do), sent as a
   * named prepared statement so PostgreSQL plans it once per connection (executePrepared). It
   * runs on the pool, never on a transaction: an accessor made with a transaction refuses it.
   */
  async executePrepared<TRow extends Record<string, unknown> = Record<string, unknown>>(statement: SqlFragment, scope?: PlatformWide): Promise<TRow[]> {
    this.refuseUnscoped(statement, scope);
    await this.refuseTransaction();
    return executePrepared<TRow>(this.ctx.payload, statement);
  }

  /**
   * Runs a statement built once (PreparedStatement) whose `tenant` placeholder is always the
   * request's tenant, filled here: a caller names the other values only.
   */
  async runPrepared<TRow extends Record<string, unknown>, Name extends string>(statement: PreparedStatement<'tenant' | Name>, values: Record<Name, unknown>): Promise<TRow[]> {
    await this.refuseTransaction();
    return statement.run<TRow>(this.ctx.payload, { ...values, tenant: this.ctx.tenant.id });
  }

  private async refuseTransaction(): Promise<void> {
    if (this.req && (await this.req.transactionID) !== undefined) throw new Error('Prepared statements run outside transactions; use execute inside one.');
  }

  private refuseUnscoped(statement: SqlFragment, scope: PlatformWide | undefined): void {
    if (scope?.platformWide) return;
    if (!statementHasParameter(statement, this.ctx.tenant.id)) {
      throw new Error("A hand-written statement does not name the request's tenant: filter every table by `tenant_id = ${ctx.tenant.id}`, or mark it { platformWide: 'why' }.");
    }
  }

  private scoped(where: Where | undefined): Where {
    const own: Where = { tenant: { equals: this.ctx.tenant.id } };
    return where ? { and: [own, where] } : own;
  }

  private async assertOwnRow(collection: TenantCollection, id: string): Promise<void> {
    if (!isUuid(id) || (await this.count({ collection, where: { id: { equals: id } } })) === 0) throw new AppError(AppErrorCode.NOT_FOUND);
  }

  private refuseOtherTenant(collection: TenantCollection, data: object): void {
    const named = (data as { tenant?: string | { id: string } | null }).tenant;
    if (named !== undefined && idOf(named) !== this.ctx.tenant.id) {
      throw new Error(`A write of ${collection} named another tenant: the tenant-scoped accessor sets the request's tenant itself.`);
    }
  }

  /** The request's transaction, or one of its own when the request has none; a row lock lasts until it ends. */
  private async inTransaction<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
    if (this.req && (await this.req.transactionID) !== undefined) return work(this.req);
    return withTransaction(this.ctx.payload, work);
  }
}
