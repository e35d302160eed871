import { describe, expect, it } from 'vitest';
import { config, core, z } from 'zod';
import * as api from './index';
import { text } from './common';
import { PARSES_JITLESS, lazySchema } from './lazy-schema';

const eagerScore = () =>
  z.object({
    ModuleKey: z.string().min(1),
    Score: z.number().int(),
    Kind: z.enum(['new', 'verify']).optional(),
  });

describe('a schema built on first use (issue 16)', () => {
  it('builds nothing until it is used, then builds once', () => {
    let builds = 0;
    const Score = lazySchema(() => {
      builds++;
      return eagerScore();
    });
    const List = lazySchema(() => z.array(Score));
    expect(builds).toBe(0);
    expect(List.parse([{ ModuleKey: 'a', Score: 1 }])).toEqual([
      { ModuleKey: 'a', Score: 1 },
    ]);
    expect(Score.safeParse({ ModuleKey: 'b', Score: 2 }).success).toBe(true);
    expect(builds).toBe(1);
  });

  it('checks, refuses and reports exactly as the schema it stands for', () => {
    const lazy = lazySchema(eagerScore);
    const eager = eagerScore();
    for (const input of [
      { ModuleKey: 'a', Score: 1, Kind: 'new' },
      { ModuleKey: '', Score: 1.5 },
      { ModuleKey: 'a', Score: 1, Kind: 'old' },
      null,
    ]) {
      const a = lazy.safeParse(input);
      const b = eager.safeParse(input);
      expect(a.success).toBe(b.success);
      expect(a.error?.issues).toEqual(b.error?.issues);
      expect(a.data).toEqual(b.data);
    }
  });

  it('is a zod schema to zod: shape, extend, unions, instanceof and JSON Schema', () => {
    const lazy = lazySchema(eagerScore);
    expect(lazy).toBeInstanceOf(z.ZodType);
    expect(lazy.shape.Score.parse(3)).toBe(3);
    const Extended = lazy.extend({ Extra: z.boolean() });
    expect(Extended.parse({ ModuleKey: 'a', Score: 1, Extra: true })).toEqual({
      ModuleKey: 'a',
      Score: 1,
      Extra: true,
    });
    const Either = z.discriminatedUnion('type', [
      lazySchema(() => z.object({ type: z.literal('a'), n: z.number() })),
      lazySchema(() => z.object({ type: z.literal('b'), s: z.string() })),
    ]);
    expect(Either.parse({ type: 'b', s: 'x' })).toEqual({ type: 'b', s: 'x' });
    expect(Either.safeParse({ type: 'a', s: 'x' }).success).toBe(false);
    expect(
      z.toJSONSchema(z.object({ Scores: z.array(lazy) }), { io: 'input' }),
    ).toEqual(
      z.toJSONSchema(z.object({ Scores: z.array(eagerScore()) }), {
        io: 'input',
      }),
    );
  });
});

describe('the contract on the server (issue 16)', () => {
  it("keeps zod's compiled parsers, which a browser page goes without", () => {
    expect(PARSES_JITLESS).toBe(false);
    expect(config().jitless).not.toBe(true);
  });

  it('refuses the NUL character in text, which PostgreSQL cannot store', () => {
    const result = text().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must not contain the NUL character',
    );
    expect(text().parse('ab')).toBe('ab');
  });
});

describe('the contract (issue 16)', () => {
  it('has no recursive schema, so browser pages may parse without cycle support', () => {
    const schemas: [string, core.$ZodType][] = [];
    for (const [name, value] of Object.entries(api) as [string, unknown][]) {
      if (isSchema(value)) schemas.push([name, value]);
      else if (isEndpoint(value))
        for (const part of ['body', 'query', 'response']) {
          const schema = value[part];
          if (isSchema(schema)) schemas.push([`${name}.${part}`, schema]);
        }
    }
    expect(schemas.length).toBeGreaterThan(100);
    const recursive = schemas.filter(([, schema]) =>
      core.isRecursiveSchema(schema),
    );
    expect(recursive.map(([name]) => name)).toEqual([]);
  });
});

function isSchema(value: unknown): value is core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function isEndpoint(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'response' in value;
}
