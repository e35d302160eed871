/**
 * Gathers the keys asked for within one turn of the event loop and looks
 * them all up in one call once the turn's I/O callbacks have run
 * (setImmediate): the requests a turn reads from their sockets share one
 * database round trip instead of one each. Each lookup is sent after every
 * caller it answers had asked, so it sees at least what each would have
 * seen alone: the session check (plugins/auth.ts) still reads, for every
 * request, whether its session was ended after that request arrived
 * (decision 004). A key asked twice in one turn is looked up once.
 */
export function tickBatch<V>(
  lookup: (keys: string[]) => Promise<Map<string, V>>,
): (key: string) => Promise<V | undefined> {
  type Waiter = {
    resolve: (v: V | undefined) => void;
    reject: (e: unknown) => void;
  };
  let pending: Map<string, Waiter[]> | undefined;
  const flush = () => {
    const batch = pending!;
    pending = undefined;
    lookup([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch)
          for (const w of waiters) w.resolve(found.get(key));
      },
      (err: unknown) => {
        for (const waiters of batch.values())
          for (const w of waiters) w.reject(err);
      },
    );
  };
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        setImmediate(flush);
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
