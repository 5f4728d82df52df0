// The REST contract, checked in tests: every answer of the api under test is compared with
// api/openapi.yaml by express-openapi-validator (a devDependency; the production server never
// imports this module). A JSON body that breaks its documented schema becomes a 500, and every
// breach is also recorded, so a test that tolerates a 500 still fails through `take()`.
import type { RequestHandler } from 'express';
import { middleware as openApiValidator } from 'express-openapi-validator';
import type { OpenApiRequest, OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';

export interface ContractCheck {
  /** Mount before every route. */
  middleware: RequestHandler[];
  /** The breaches recorded since the last call (oldest first), and forget them. */
  take(): string[];
}

interface ValidationError {
  message: string;
  errors?: { path: string; message: string }[];
}

function describe(error: ValidationError): string {
  const details = (error.errors ?? []).map((item) => `${item.path} ${item.message}`);
  return details.length > 0 ? details.join('; ') : error.message;
}

/** Whether `status` has an entry (exact, `4XX`-style or `default`) in `responses`. */
function documents(responses: object | undefined, status: number): boolean {
  if (!responses) return false;
  return [String(status), `${String(status)[0]}XX`, 'default'].some((key) => key in responses);
}

/** How the check a request passes through records a breach, set by that check's first handler. */
const recorderOf = new WeakMap<object, (breach: string) => void>();

/**
 * express-openapi-validator's handlers for a document: they parse it and compile a validator per
 * answer schema, seconds of work, so a process (a test worker starts an api per test file) builds
 * them once per document file and every check shares them. Each breach goes to the list of the
 * check whose request it was.
 */
const validators = new Map<string, RequestHandler[]>();

function validatorFor(apiSpec: string | OpenAPIV3.DocumentV3_1): RequestHandler[] {
  const cached = typeof apiSpec === 'string' ? validators.get(apiSpec) : undefined;
  if (cached) return cached;
  const validator = openApiValidator({
    apiSpec,
    validateApiSpec: true,
    validateRequests: false,
    validateSecurity: false,
    fileUploader: false,
    ignoreUndocumented: true,
    validateResponses: {
      onError: (error, _body, req) => {
        recorderOf.get(req)?.(`${req.method} ${req.originalUrl} ${describe(error)}`);
        // Thrown on, the breach becomes the api's 500 that the calling test sees.
        throw error;
      },
    },
  }) as unknown as RequestHandler[];
  if (typeof apiSpec === 'string') validators.set(apiSpec, validator);
  return validator;
}

/**
 * Requests are not validated: each route parses its own input with zod, and the api's tests
 * check those refusals (400 FieldInvalid) themselves. Responses are: the JSON body against the
 * documented schema of its status (the validator), and the status of every answer, JSON or not
 * (`/uploads`, the YAML document), against the statuses the operation documents. An answer of a
 * route the document does not know is a breach unless it is the api's 404 for unknown routes.
 */
export function contractCheck(apiSpec: string | OpenAPIV3.DocumentV3_1): ContractCheck {
  let breaches: string[] = [];
  const validator = validatorFor(apiSpec);

  const record = (breach: string) => breaches.push(breach);

  const statuses: RequestHandler = (req, res, next) => {
    recorderOf.set(req, record);
    res.on('finish', () => {
      const operation = (req as OpenApiRequest).openapi?.schema;
      const where = `${req.method} ${req.originalUrl}`;
      if (!operation) {
        if (res.statusCode !== 404) {
          record(`${where} answered ${res.statusCode} on a route the document lacks`);
        }
      } else if (!documents(operation.responses, res.statusCode)) {
        record(`${where} answered ${res.statusCode}, a status the document lacks`);
      }
    });
    next();
  };

  return {
    middleware: [statuses, ...validator],
    take: () => {
      const taken = breaches;
      breaches = [];
      return taken;
    },
  };
}
