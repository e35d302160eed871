/**
 * Why a service refused, in the server's own terms. Services throw these and
 * know nothing of HTTP; the errors plugin answers each with its status and
 * the contract's error shape (DESIGN.md §3, §3b).
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The account may not do this, or the data is another student's: 403 InvalidIdentification. */
export class Forbidden extends DomainError {
  constructor(message = 'This account may not do that.') {
    super(message);
  }
}

/** The learning path does not allow it yet (DESIGN.md §3b): 409 NotAllowed. */
export class NotAllowed extends DomainError {}

/** The state of the data does not allow it (a replaced test, an old policy): 409 Conflict. */
export class Conflict extends DomainError {}

/** Nothing of that kind exists (yet): 404 NotFound. */
export class NotFound extends DomainError {}

/** Well-formed input that names something that does not fit: 400 ValidationFailed. */
export class InvalidInput extends DomainError {
  constructor(
    /** Where: "body.EducationRegionKey". */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.detail = message;
  }
  readonly detail: string;
}

/** Something the service needs (the database) cannot be reached now: 503 Unavailable. */
export class Unavailable extends DomainError {
  constructor(
    message = 'The service is briefly unavailable. Please try again.',
  ) {
    super(message);
  }
}

/** Too many requests of one kind: 429 TooManyRequests with Retry-After. */
export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
