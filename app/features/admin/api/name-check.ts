import type { nameCheckAnswer } from '../../../../domain/api/answers';
import type { FieldCheck } from '../../../../domain/validation/field-check';
import { adminFetch, type Answer } from '../../../api/admin-fetch';

/**
 * A name checked as it is typed (decision 0520): written as the save would store it, its form said here, and
 * whether it is free asked of the server's check call (`?{param}=`); an empty name is left to the form.
 */
export function nameCheck(path: string, param: string, stored: (typed: string) => string, formatProblem: (name: string) => string | null): FieldCheck {
  return async (typed, signal) => {
    const name = stored(typed);
    if (name === '') return true;
    const problem = formatProblem(name);
    if (problem) return problem;
    const answer = await adminFetch<Answer<typeof nameCheckAnswer>>(`${path}?${param}=${encodeURIComponent(name)}`, { signal });
    return answer.available || answer.message;
  };
}
