// Helpers the benchmarks share: percentiles, timing words, and the API calls a benchmark makes as a
// student (JSON with the bearer token; a new student onboarded in grade 10).

export const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
export const median = (values) => pct(values, 50);
export const sec = (v) => `${(v / 1000).toFixed(2)} s`;
export const sleep = (t) => new Promise((r) => setTimeout(r, t));
export const log = (line) => console.info(`  … ${line}`);

/** A JSON call to the API at `base`; throws with the status and the start of the body on failure. */
export async function json(base, method, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A new student onboarded as a grade-10 school student: their token and user. */
export async function student(base, n) {
  const { accessToken } = await json(base, 'POST', '/auth/sign-up', undefined, {
    username: `Bench Student ${n}`,
    email: `bench-${n}-${Date.now()}@example.com`,
    password: 'Bench-passw0rd!',
  });
  const user = await json(base, 'PUT', '/onboarding', accessToken, {
    educationLevel: 'school',
    grade: 10,
    voice: 'female',
    ttsSpeed: 1,
  });
  return { token: accessToken, user };
}
