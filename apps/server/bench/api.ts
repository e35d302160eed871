/**
 * The API calls the benches make around their measured runs (signing in,
 * preparing bodies): one home, so that every bench sends and checks them alike.
 */

export interface Student {
  token: string;
  userId: string;
}

/** One JSON call; anything but 2xx throws with the method, path and answer. */
export async function call<T>(
  url: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const { token, body } = opts;
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok)
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs a student in through the API (one session of their five). */
export async function signIn(
  url: string,
  userName: string,
  password: string,
): Promise<Student> {
  const s = await call<{ Token: string; UserInfo: { UserId: string } }>(
    url,
    'POST',
    '/api/v2/Authentication/GP/',
    { body: { UserName: userName, Password: password, Platform: 16 } },
  );
  return { token: s.Token, userId: s.UserInfo.UserId };
}
