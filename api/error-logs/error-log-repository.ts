/**
 * Client error reports on the storage port, for the admin's error-log view (a later issue adds reading,
 * resolving and cleaning up). Documents are written once here; `status` moves to 'resolved' there.
 */
import crypto from 'node:crypto';
import type { ErrorLogEntry, ErrorLogStatus } from '@contract/error-log';
import type { CollectionSpec, DocumentCollection, DocumentStore } from '../storage/document-store';

/** About the HTTP request that carried the report (no client address is kept). */
export interface ErrorLogRequestData {
  method: string;
  path: string;
  referer: string | null;
  acceptLanguage: string | null;
  /** Bytes of the report's body. */
  contentLength: number;
}

export interface ErrorLog {
  id: string;
  date: Date;
  status: ErrorLogStatus;
  errorType: string;
  message: string;
  component: string | null;
  stack: string | null;
  route: string | null;
  userAgent: string | null;
  /** The signed-in user when the error happened, if any. */
  userId: string | null;
  requestData: ErrorLogRequestData;
  resolvedAt: Date | null;
}

export const ERROR_LOGS_COLLECTION: CollectionSpec = {
  name: 'error_logs',
  indexes: [{ fields: { id: 1 }, unique: true }, { fields: { date: -1 } }, { fields: { status: 1 } }],
  mongooseFields: {
    id: { type: String, required: true },
    date: { type: Date, required: true },
    status: { type: String, required: true },
    errorType: { type: String, required: true },
    message: { type: String, default: '' },
    component: { type: String, default: null },
    stack: { type: String, default: null },
    route: { type: String, default: null },
    userAgent: { type: String, default: null },
    userId: { type: String, default: null },
    requestData: { type: Object, default: null },
    resolvedAt: { type: Date, default: null },
  },
};

export class ErrorLogRepository {
  constructor(
    private readonly logs: DocumentCollection<ErrorLog>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  static async open(store: DocumentStore, now?: () => Date): Promise<ErrorLogRepository> {
    return new ErrorLogRepository(await store.collection<ErrorLog>(ERROR_LOGS_COLLECTION), now);
  }

  async create(entry: ErrorLogEntry, context: { userId: string | null; requestData: ErrorLogRequestData }): Promise<ErrorLog> {
    const doc: ErrorLog = {
      id: crypto.randomUUID(),
      date: this.now(),
      status: 'unresolved',
      errorType: entry.errorType,
      message: entry.message,
      component: entry.component,
      stack: entry.stack,
      route: entry.route,
      userAgent: entry.userAgent,
      userId: context.userId,
      requestData: context.requestData,
      resolvedAt: null,
    };
    await this.logs.insertOne(doc);
    return doc;
  }

  /** Newest first. */
  list(options: { status?: ErrorLogStatus; limit?: number; skip?: number } = {}): Promise<ErrorLog[]> {
    return this.logs.find(options.status ? { status: options.status } : {}, {
      sort: { date: -1 },
      limit: options.limit ?? 50,
      skip: options.skip ?? 0,
    });
  }
}
