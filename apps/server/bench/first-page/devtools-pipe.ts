/**
 * Chromium driven over its DevTools pipe with one session per page and
 * nothing else attached: how the first-page bench times the first question.
 * Playwright attaches its own session to every page it knows (isolated
 * worlds in each frame, network events for each request), and at 4x CPU
 * that cost the timed window about 100 ms (interleaved runs, 27 November),
 * work a student's browser never does. Lighthouse, too, drives the browser
 * through one session of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** One DevTools session: commands and the events of its page. */
export interface DevToolsSession {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, listener: (params: unknown) => void): void;
}

export interface PipeBrowser {
  /** A new page (tab) and a session on it. */
  newPage(): Promise<DevToolsSession>;
  close(): Promise<void>;
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}

/** Chromium on `profileDir`, its DevTools protocol on file descriptors 3 and 4 (NUL-separated JSON). */
export function launchOverPipe(profileDir: string): PipeBrowser {
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-pipe',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = child.stdio[3] as Writable;
  const replies = child.stdio[4] as Readable;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  );
  const pending = new Map<
    number,
    { resolve: (r: unknown) => void; reject: (e: Error) => void }
  >();
  const listeners = new Map<string, ((params: unknown) => void)[]>();
  let nextId = 1;
  let buffered = '';
  replies.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (
      let end = buffered.indexOf('\0');
      end >= 0;
      end = buffered.indexOf('\0')
    ) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      const waiting =
        message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id!);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result);
      } else if (message.method) {
        const key = `${message.sessionId ?? ''} ${message.method}`;
        for (const listener of listeners.get(key) ?? [])
          listener(message.params);
      }
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {
        resolve,
        reject: (e) => reject(new Error(`${method}: ${e.message}`)),
      });
      commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  return {
    async newPage() {
      const { targetId } = (await send('Target.createTarget', {
        url: 'about:blank',
      })) as {
        targetId: string;
      };
      const { sessionId } = (await send('Target.attachToTarget', {
        targetId,
        flatten: true,
      })) as {
        sessionId: string;
      };
      return {
        send: (method, params) => send(method, params, sessionId),
        on(event, listener) {
          const key = `${sessionId} ${event}`;
          listeners.set(key, [...(listeners.get(key) ?? []), listener]);
        },
      };
    },
    async close() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      // Chromium may exit before it answers.
      send('Browser.close').catch(() => undefined);
      await exited;
      clearTimeout(timer);
    },
  };
}
