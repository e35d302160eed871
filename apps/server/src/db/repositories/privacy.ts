import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { privacyAgreements, privacyPolicyDocuments } from '../schema';

export type PrivacyDocumentRow = typeof privacyPolicyDocuments.$inferSelect;

/** A published policy version whose text was edited instead of given a new version. */
export class PrivacyPolicyChangedError extends Error {
  constructor(id: string, version: number) {
    super(
      `The privacy policy ${id} is already published with different text or effective date. ` +
        'Students may have agreed to that text, so it cannot change: publish the new text as a new version ' +
        `(version: ${version + 1} and its effective date in packages/content/course/privacy-policy.yaml), ` +
        `or restore the text of version ${version}.`,
    );
    this.name = 'PrivacyPolicyChangedError';
  }
}

export function privacyRepository(db: Db) {
  return {
    async latest(product: string): Promise<PrivacyDocumentRow | undefined> {
      const rows = await db
        .select()
        .from(privacyPolicyDocuments)
        .where(
          and(
            eq(privacyPolicyDocuments.product, product),
            eq(privacyPolicyDocuments.isLatest, true),
          ),
        )
        .orderBy(desc(privacyPolicyDocuments.version))
        .limit(1);
      return rows[0];
    },
    async isSigned(studentId: string, documentId: string): Promise<boolean> {
      const rows = await db
        .select({ id: privacyAgreements.documentId })
        .from(privacyAgreements)
        .where(
          and(
            eq(privacyAgreements.studentId, studentId),
            eq(privacyAgreements.documentId, documentId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** Idempotent: signing twice keeps the first signature. */
    async sign(studentId: string, documentId: string): Promise<void> {
      await db
        .insert(privacyAgreements)
        .values({ studentId, documentId })
        .onConflictDoNothing();
    },
    /**
     * Stores a policy version and makes it the latest (from packages/content).
     * A stored version never changes: students may have agreed to exactly
     * that text, so different text or a different effective date under the
     * same version is refused. The same document again changes nothing.
     */
    async upsertDocument(
      doc: Omit<PrivacyDocumentRow, 'isLatest'>,
      tx: Db = db,
    ): Promise<void> {
      const d = privacyPolicyDocuments;
      const kept = await tx
        .insert(d)
        .values({ ...doc, isLatest: true })
        .onConflictDoUpdate({
          target: d.id,
          set: { isLatest: true },
          // One statement decides: the row is locked while it is compared,
          // and jsonb equality ignores key order and formatting.
          setWhere: sql`${d.content} = excluded.content and ${d.effective} = excluded.effective and ${d.product} = excluded.product and ${d.version} = excluded.version`,
        })
        .returning({ id: d.id });
      if (kept.length === 0)
        throw new PrivacyPolicyChangedError(doc.id, doc.version);
      await tx
        .update(d)
        .set({ isLatest: false })
        .where(and(eq(d.product, doc.product), ne(d.id, doc.id)));
    },
  };
}
