// The dashboard's side of /api/admin/*: JSON in and out, and one shape for every failure, so
// each section can say what went wrong in the API's own words.
import { ownerProblems, type OwnerProblem } from "~/content/dashboard";

export const ownerApi = "/api/admin";

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; problem: OwnerProblem; message: string };

function failure(status: number, body: unknown): ApiResult<never> {
  const { problem, error } = (body ?? {}) as {
    problem?: string;
    error?: string;
  };
  const known =
    problem && problem in ownerProblems ? (problem as OwnerProblem) : "failed";
  return {
    ok: false,
    status,
    problem: known,
    message: error ?? ownerProblems[known],
  };
}

async function call<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${ownerApi}${path}`, {
      credentials: "same-origin",
      ...init,
    });
  } catch {
    return failure(0, undefined);
  }
  if (response.status === 204) return { ok: true, data: undefined as T };
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok
    ? { ok: true, data: body as T }
    : failure(response.status, body);
}

/** A read: never changes anything on the server. */
export const getJson = <T>(path: string) => call<T>(path, { method: "GET" });

/** A write, as JSON. */
export const postJson = <T>(path: string, body: unknown = {}) =>
  call<T>(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
