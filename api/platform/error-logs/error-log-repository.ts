/**
 * The error log on the storage port, grouped like an error tracker: every report (from the PWA or the
 * API's own 5xx) is one occurrence, and occurrences with the same fingerprint (fingerprint.ts) make one
 * group: one row per bug with its count, first and last seen, affected users and latest occurrences. A
 * resolved group that happens again reopens as a regression. Each step is one atomic update or one insert
 * guarded by a unique index, so concurrent reports from several instances never lose a count.
 */
import crypto from 'node:crypto';
import {
  KEPT_OCCURRENCES,
  PERIOD_MS,
  type ErrorGroupFilter,
  type ErrorGroupListQuery,
  type ErrorSource,
} from '@contract/admin-error-logs';
import type { ErrorLogEntry, ErrorLogStatus } from '@contract/error-log';
import { HttpError } from '../http/http-error';
import {
  DuplicateKeyError,
  type CollectionSpec,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
} from '../storage/document-store';
import { errorFingerprint } from './fingerprint';

/**
 * Bounds on the error log, so that anonymous reports cannot grow the store without end: each report of a new bug
 * is a new group, so new groups are limited per client address and day (the router) and in total; groups not
 * seen for `staleAfterDays` go, resolved or not, and past `maxGroups` the least recently seen go (pruneStale).
 */
export interface ErrorGroupLimits {
  /** New groups one client address may start a day. */
  newPerAddressPerDay: number;
  /** Groups kept in all. */
  maxGroups: number;
  /** Groups not seen for this long are deleted, unresolved ones too. */
  staleAfterDays: number;
}

export const DEFAULT_ERROR_GROUP_LIMITS: ErrorGroupLimits = {
  newPerAddressPerDay: 20,
  maxGroups: 5000,
  staleAfterDays: 90,
};

/** A report of a new bug that the limits leave out (nothing was stored). */
export class ErrorGroupLimitError extends HttpError {
  constructor(message: string) {
    super(429, 'error_reports_limited', message);
    this.name = 'ErrorGroupLimitError';
  }
}

/** About the HTTP request that carried the report (no client address is kept). */
export interface ErrorLogRequestData {
  method: string;
  path: string;
  referer?: string | null;
  acceptLanguage?: string | null;
  /** Bytes of the report's body. */
  contentLength?: number;
  /** What the page sent about itself (secrets removed), e.g. the failed API call. */
  client?: Record<string, unknown> | null;
  /** For the API's own errors: the request's body with secrets removed. */
  body?: unknown;
}

/** One occurrence. */
export interface ErrorLog {
  id: string;
  groupId: string;
  /** Its number within the group (1 for the first), for keeping only the latest. */
  seq: number;
  source: ErrorSource;
  date: Date;
  errorType: string;
  message: string;
  component: string | null;
  stack: string | null;
  route: string | null;
  userAgent: string | null;
  /** The signed-in user when the error happened, if any. */
  userId: string | null;
  /** The API request's id (X-Request-Id) for server errors. */
  requestId: string | null;
  requestData: ErrorLogRequestData;
}

export interface ErrorGroup {
  id: string;
  fingerprint: string;
  source: ErrorSource;
  errorType: string;
  message: string;
  component: string | null;
  route: string | null;
  stack: string | null;
  status: ErrorLogStatus;
  regression: boolean;
  count: number;
  affectedUsers: number;
  firstSeen: Date;
  lastSeen: Date;
  resolvedAt: Date | null;
  /** Lower-case type, message, component and route, for the text search. */
  searchText: string;
}

export const ERROR_LOGS_COLLECTION: CollectionSpec = {
  name: 'error_logs',
  indexes: [{ fields: { id: 1 }, unique: true }, { fields: { groupId: 1 } }, { fields: { date: -1 } }],
  mongooseFields: {
    id: { type: String, required: true },
    groupId: { type: String, required: true },
    seq: { type: Number, required: true },
    source: { type: String, required: true },
    date: { type: Date, required: true },
    errorType: { type: String, required: true },
    message: { type: String, default: '' },
    component: { type: String, default: null },
    stack: { type: String, default: null },
    route: { type: String, default: null },
    userAgent: { type: String, default: null },
    userId: { type: String, default: null },
    requestId: { type: String, default: null },
    requestData: { type: Object, default: null },
  },
};

export const ERROR_GROUPS_COLLECTION: CollectionSpec = {
  name: 'error_groups',
  indexes: [
    { fields: { id: 1 }, unique: true },
    { fields: { fingerprint: 1 }, unique: true },
    { fields: { lastSeen: -1 } },
    { fields: { status: 1 } },
    { fields: { status: 1, lastSeen: -1 }, mongoOnly: true },
  ],
  mongooseFields: {
    id: { type: String, required: true },
    fingerprint: { type: String, required: true },
    source: { type: String, required: true },
    errorType: { type: String, required: true },
    message: { type: String, default: '' },
    component: { type: String, default: null },
    route: { type: String, default: null },
    stack: { type: String, default: null },
    status: { type: String, required: true },
    regression: { type: Boolean, default: false },
    count: { type: Number, required: true },
    affectedUsers: { type: Number, required: true },
    firstSeen: { type: Date, required: true },
    lastSeen: { type: Date, required: true },
    resolvedAt: { type: Date, default: null },
    searchText: { type: String, default: '' },
  },
};

interface GroupUserDoc {
  key: string;
  groupId: string;
}

export const ERROR_GROUP_USERS_COLLECTION: CollectionSpec = {
  name: 'error_group_users',
  indexes: [{ fields: { key: 1 }, unique: true }, { fields: { groupId: 1 } }],
  mongooseFields: { key: { type: String, required: true }, groupId: { type: String, required: true } },
};

export interface RecordContext {
  source: ErrorSource;
  userId: string | null;
  requestId?: string | null;
  requestData: ErrorLogRequestData;
  /** Asked before a report starts a new group: whether its sender may start one more (its daily allowance). */
  mayStartGroup?: () => Promise<boolean>;
}

export interface RecordedError {
  log: ErrorLog;
  group: ErrorGroup;
  /** The first occurrence of this bug. */
  isNew: boolean;
  /** It was resolved and has happened again. */
  isRegression: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DAY_MS = 24 * 60 * 60 * 1000;

export class ErrorLogRepository {
  constructor(
    private readonly logs: DocumentCollection<ErrorLog>,
    private readonly groups: DocumentCollection<ErrorGroup>,
    private readonly groupUsers: DocumentCollection<GroupUserDoc>,
    private readonly now: () => Date = () => new Date(),
    readonly limits: ErrorGroupLimits = DEFAULT_ERROR_GROUP_LIMITS,
  ) {}

  static async open(store: DocumentStore, now?: () => Date, limits?: ErrorGroupLimits): Promise<ErrorLogRepository> {
    return new ErrorLogRepository(
      await store.collection<ErrorLog>(ERROR_LOGS_COLLECTION),
      await store.collection<ErrorGroup>(ERROR_GROUPS_COLLECTION),
      await store.collection<GroupUserDoc>(ERROR_GROUP_USERS_COLLECTION),
      now,
      limits,
    );
  }

  /** Stores one report: counted into its group (created on the first, reopened when it was resolved). */
  async record(entry: ErrorLogEntry, context: RecordContext): Promise<RecordedError> {
    const date = this.now();
    const fingerprint = errorFingerprint(entry);
    const latest = {
      message: entry.message,
      component: entry.component,
      route: entry.route,
      stack: entry.stack,
      lastSeen: date,
      searchText: [entry.errorType, entry.message, entry.component, entry.route]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
    };
    let isNew = false;
    let isRegression = false;
    // A resolved group reopens (one conditional update decides which report is the regression).
    let group = await this.groups.updateOne(
      { fingerprint, status: 'resolved' },
      { $set: { ...latest, status: 'unresolved', regression: true, resolvedAt: null }, $inc: { count: 1 } },
    );
    if (group) isRegression = true;
    else group = await this.groups.updateOne({ fingerprint }, { $set: latest, $inc: { count: 1 } });
    if (!group) {
      // A new bug: within the log's bounds only (checked before anything is written).
      if ((await this.groups.count({})) >= this.limits.maxGroups) {
        throw new ErrorGroupLimitError('The error log is full; this new error was not recorded.');
      }
      if (context.mayStartGroup && !(await context.mayStartGroup())) {
        throw new ErrorGroupLimitError(
          'Too many different errors were reported from this address today; this one was not recorded.',
        );
      }
      const created: ErrorGroup = {
        id: crypto.randomUUID(),
        fingerprint,
        source: context.source,
        errorType: entry.errorType,
        status: 'unresolved',
        regression: false,
        count: 1,
        affectedUsers: 0,
        firstSeen: date,
        resolvedAt: null,
        ...latest,
      };
      try {
        await this.groups.insertOne(created);
        group = created;
        isNew = true;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Another report of the same bug created it a moment ago.
        group = (await this.groups.updateOne({ fingerprint }, { $set: latest, $inc: { count: 1 } }))!;
      }
    }
    if (context.userId) group = (await this.countUser(group, context.userId)) ?? group;

    const log: ErrorLog = {
      id: crypto.randomUUID(),
      groupId: group.id,
      seq: group.count,
      source: context.source,
      date,
      errorType: entry.errorType,
      message: entry.message,
      component: entry.component,
      stack: entry.stack,
      route: entry.route,
      userAgent: entry.userAgent,
      userId: context.userId,
      requestId: context.requestId ?? null,
      requestData: context.requestData,
    };
    await this.logs.insertOne(log);
    // Only the latest occurrences are kept; the count remembers the rest.
    if (group.count > KEPT_OCCURRENCES && group.count % 10 === 0) {
      await this.logs.deleteMany({ groupId: group.id, seq: { $lte: group.count - KEPT_OCCURRENCES } });
    }
    return { log, group, isNew, isRegression };
  }

  private async countUser(group: ErrorGroup, userId: string): Promise<ErrorGroup | null> {
    try {
      await this.groupUsers.insertOne({ key: `${group.id}|${userId}`, groupId: group.id });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
    return this.groups.updateOne({ id: group.id }, { $inc: { affectedUsers: 1 } });
  }

  private filterOf(filter: ErrorGroupFilter): Filter {
    const query: Filter = {};
    if (filter.status !== 'all') query.status = filter.status;
    if (filter.errorType) query.errorType = filter.errorType;
    if (filter.component) query.component = filter.component;
    const periodMs = PERIOD_MS[filter.period];
    if (periodMs !== null) query.lastSeen = { $gte: new Date(this.now().getTime() - periodMs) };
    if (filter.q) {
      const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
      query.$and = words.map((word) => ({ searchText: { $regex: new RegExp(escapeRegExp(word)) } }));
    }
    return query;
  }

  /** One page of groups, the latest seen first, and how many match. */
  async list(query: ErrorGroupListQuery): Promise<{ items: ErrorGroup[]; total: number }> {
    const filter = this.filterOf(query);
    const [items, total] = await Promise.all([
      this.groups.find(filter, {
        sort: { lastSeen: -1 },
        skip: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }),
      this.groups.count(filter),
    ]);
    return { items, total };
  }

  get(id: string): Promise<ErrorGroup | null> {
    return this.groups.findOne({ id });
  }

  /** A group's latest occurrences, newest first. */
  occurrences(groupId: string, limit = 20): Promise<ErrorLog[]> {
    return this.logs.find({ groupId }, { sort: { seq: -1 }, limit });
  }

  /** Every stored occurrence, newest first (tests, maintenance). */
  allOccurrences(options: { limit?: number } = {}): Promise<ErrorLog[]> {
    return this.logs.find({}, { sort: { date: -1 }, limit: options.limit ?? 50 });
  }

  resolve(id: string): Promise<ErrorGroup | null> {
    return this.groups.updateOne({ id }, { $set: { status: 'resolved', resolvedAt: this.now() } });
  }

  reopen(id: string): Promise<ErrorGroup | null> {
    return this.groups.updateOne({ id }, { $set: { status: 'unresolved', resolvedAt: null } });
  }

  /** Resolves every unresolved group the filter shows; answers how many. */
  resolveAll(filter: ErrorGroupFilter): Promise<number> {
    const query = this.filterOf({ ...filter, status: 'unresolved' });
    return this.groups.updateMany(query, { $set: { status: 'resolved', resolvedAt: this.now() } });
  }

  /** Deletes groups resolved more than `olderThanDays` ago, with their occurrences; answers how many groups. */
  async cleanup(olderThanDays: number): Promise<number> {
    const before = new Date(this.now().getTime() - olderThanDays * DAY_MS);
    const old = await this.groups.find({ status: 'resolved', resolvedAt: { $lt: before } });
    // Only those still resolved and old: one that reopened meanwhile stays.
    return this.deleteGroups(
      old.map((group) => group.id),
      { status: 'resolved', resolvedAt: { $lt: before } },
    );
  }

  /**
   * Ages the log out (run hourly with the other expiries): groups not seen for `staleAfterDays`, unresolved ones
   * too, then the least recently seen beyond `maxGroups`. Answers how many groups went.
   */
  async pruneStale(): Promise<number> {
    const before = new Date(this.now().getTime() - this.limits.staleAfterDays * DAY_MS);
    const stale = await this.groups.find({ lastSeen: { $lt: before } });
    let deleted = await this.deleteGroups(
      stale.map((group) => group.id),
      { lastSeen: { $lt: before } },
    );
    const over = (await this.groups.count({})) - this.limits.maxGroups;
    if (over > 0) {
      const oldest = await this.groups.find({}, { sort: { lastSeen: 1 }, limit: over });
      deleted += await this.deleteGroups(
        oldest.map((group) => group.id),
        {},
      );
    }
    return deleted;
  }

  /** Deletes the groups (those still matching `still`) with their occurrences and users. */
  private async deleteGroups(ids: string[], still: Filter): Promise<number> {
    if (ids.length === 0) return 0;
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      await this.logs.deleteMany({ groupId: { $in: chunk } });
      await this.groupUsers.deleteMany({ groupId: { $in: chunk } });
    }
    return this.groups.deleteMany({ id: { $in: ids }, ...still });
  }
}
