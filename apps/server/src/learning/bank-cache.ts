import type { FastifyInstance } from 'fastify';
import type { Question, QuestionType } from '@gp/domain';

export interface BankItem {
  key: string;
  moduleKey: string;
  type: QuestionType;
  difficulty: 1 | 2 | 3;
  retired: boolean;
  question: Question;
}

// The diagnostic item bank changes only when content is imported at start-up,
// so each instance reads it once (about 1,000 questions) instead of on every
// test start and submit. It holds no student data (DESIGN.md §2).
let bank: Promise<Map<string, BankItem>> | undefined;

async function load(app: FastifyInstance): Promise<Map<string, BankItem>> {
  const rows = await app.repos.course.allItems();
  return new Map(
    rows.map((r) => [
      r.key,
      {
        key: r.key,
        moduleKey: r.moduleKey,
        type: r.type as QuestionType,
        difficulty: r.difficulty as 1 | 2 | 3,
        retired: r.retired,
        question: r.question as Question,
      },
    ]),
  );
}

export function diagnosticBank(
  app: FastifyInstance,
): Promise<Map<string, BankItem>> {
  if (!bank) {
    bank = load(app);
    bank.catch(() => (bank = undefined));
  }
  return bank;
}

export function forgetBank(): void {
  bank = undefined;
}
