import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { privacyAgreements, privacyPolicyDocuments } from '../schema';

export type PrivacyDocumentRow = typeof privacyPolicyDocuments.$inferSelect;

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
    /** Stores a policy version and makes it the latest (from packages/content). */
    async upsertDocument(
      doc: Omit<PrivacyDocumentRow, 'isLatest'>,
      tx: Db = db,
    ): Promise<void> {
      await tx
        .update(privacyPolicyDocuments)
        .set({ isLatest: false })
        .where(eq(privacyPolicyDocuments.product, doc.product));
      await tx
        .insert(privacyPolicyDocuments)
        .values({ ...doc, isLatest: true })
        .onConflictDoUpdate({
          target: privacyPolicyDocuments.id,
          set: {
            content: doc.content,
            effective: doc.effective,
            isLatest: true,
          },
        });
    },
  };
}
