// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';
import { text } from './common';
import { PARSES_JITLESS, lazySchema } from './lazy-schema';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contract in a browser page (issue 16)', () => {
  it('parses without compiling code, which the CSP would refuse', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const Score = lazySchema(() =>
      z.object({ ModuleKey: z.string(), Score: z.number().int() }),
    );
    expect(PARSES_JITLESS).toBe(true);
    expect(config().jitless).toBe(true);
    expect(Score.parse({ ModuleKey: 'a', Score: 1 })).toEqual({
      ModuleKey: 'a',
      Score: 1,
    });
    expect(Score.safeParse({ ModuleKey: 'a', Score: 1.5 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });

  it("reads text as a plain string: refusing the NUL character is the server's check", () => {
    const name = text();
    expect(name.parse('a\u0000b')).toBe('a\u0000b');
    expect(name.def.checks ?? []).toHaveLength(0);
  });

  it('builds only the union options a parse tries, with no walk for reference cycles', () => {
    const built: string[] = [];
    const option = (type: string) =>
      lazySchema(() => {
        built.push(type);
        return z.object({ type: z.literal(type), n: z.number() });
      });
    const Rare = option('rare');
    const Message = z.object({
      items: z.array(
        z.union([
          z
            .unknown()
            .refine((v) => (v as { type?: unknown }).type === 'rare')
            .pipe(Rare),
          option('common'),
        ]),
      ),
    });
    expect(Message.parse({ items: [{ type: 'common', n: 1 }] })).toEqual({
      items: [{ type: 'common', n: 1 }],
    });
    expect(built).toEqual(['common']);
  });
});
