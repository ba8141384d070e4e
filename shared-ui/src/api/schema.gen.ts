// GENERATED FILE: do not edit. Made from the API's OpenAPI document and its settings defaults by
// `npm run contract -w @nibras/api` (api/src/contract/client-contract.ts); the API's test
// client-contract.test.ts fails when this file and the API disagree.

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and storage check */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The API and its store answer. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
        /** @description The store does not answer. */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a student account and sign in
     * @description New accounts have `roles: ["user"]` and `hasOnBoarded: false`. Limited to 500 attempts per hour per client address, enough for a school behind one address (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SignUp'];
        };
      };
      responses: {
        /** @description Created and signed in. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthPayload'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description An account with this e-mail already exists. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description Any role may sign in here (the student app itself refuses roles other than `user`). Failures are limited per e-mail (slowed after 5, refused after 10 in 15 minutes) and per client address (slowed after 200, refused after 1,000 in an hour), with 429 and Retry-After.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SignIn'];
        };
      };
      responses: {
        /** @description Signed in. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthPayload'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Wrong e-mail or password (the same answer for both). */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: revoke this access token */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out; the token gets 401 from now on. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The user. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the username or the phone
     * @description The same rules as sign-up. Other fields are refused by name; the e-mail cannot change yet (a new address needs verification). Creates a "profile updated" notification.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ProfileChanges'];
        };
      };
      responses: {
        /** @description The updated user. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/onboarding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the onboarding answers
     * @description Stores the answers (replacing earlier ones) and sets `hasOnBoarded: true`. The first completion creates an "onboarding completed" notification (type `progress`).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Onboarding'];
        };
      };
      responses: {
        /** @description The updated user. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in student’s settings
     * @description The spec’s defaults when the student never saved any; then the answer has no `Last-Modified` header, so a client signing in can tell "never saved" (keep and save its local settings, e.g. the language chosen before sign-up) from "saved" (replace its local copy).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The settings. */
        200: {
          headers: {
            /** @description When they were last saved; absent if never. */
            'Last-Modified'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Settings'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Save the signed-in student’s settings
     * @description Takes the whole Settings object; unknown keys and wrong values are refused with 400, each named. `subscription` cannot be changed here: it is validated, then ignored, and the answer carries the stored one (so a tab with a stale copy still saves its other changes).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      responses: {
        /** @description The saved settings. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Settings'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile-picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the profile picture
     * @description Multipart form with one field, `file`. Only PNG, JPEG, WebP and GIF are accepted, recognised by their first bytes (the file name and the declared type are ignored); at most 5 MB, and at most 8000 pixels wide or high and 40 megapixels, read from the image header. The body is read as it arrives: a file over 5 MB is refused as soon as it passes the limit. The old file is deleted and a "profile updated" notification is created.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['PictureUpload'];
        };
      };
      responses: {
        /** @description Stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UploadedPicture'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The file is larger than 5 MB (`File is too large`); the answer closes the connection. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The file is not a PNG, JPEG, WebP or GIF image, or the body is not multipart. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The image is more than 8000 pixels wide or high, or more than 40 megapixels (its header says so). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile-cover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the cover picture
     * @description Multipart form with one field, `file`. Only PNG, JPEG, WebP and GIF are accepted, recognised by their first bytes (the file name and the declared type are ignored); at most 5 MB, and at most 8000 pixels wide or high and 40 megapixels, read from the image header. The body is read as it arrives: a file over 5 MB is refused as soon as it passes the limit. The old file is deleted and a "profile updated" notification is created.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['PictureUpload'];
        };
      };
      responses: {
        /** @description Stored. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UploadedPicture'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The file is larger than 5 MB (`File is too large`); the answer closes the connection. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The file is not a PNG, JPEG, WebP or GIF image, or the body is not multipart. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The image is more than 8000 pixels wide or high, or more than 40 megapixels (its header says so). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded picture
     * @description Public: the id is 128 random bits, so only someone given the URL can fetch it. Served with the type detected from its content, `nosniff`, a deny-all CSP, and cached for a year (a new upload gets a new id).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/png': string;
            'image/jpeg': string;
            'image/webp': string;
            'image/gif': string;
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live notifications (server-sent events)
     * @description An `EventSource` stream. `token` is a ticket from POST /notifications/ticket (single use, 60 s), never the access token: a URL ends up in logs and history. Each event is `id: <notification _id>`, `event: message`, `data: {"type": ..., "data": <Notification>}`; a comment line is sent every 25 s. With `Last-Event-ID` (sent by EventSource when it reconnects) or `lastEventId`, the missed notifications (at most 100) come first. The stream ends when the session that asked for the ticket signs out. Only notifications whose category is switched on are streamed.
     */
    get: {
      parameters: {
        query?: {
          /** @description The ticket from POST /notifications/ticket. */
          token?: string;
          /** @description For clients that reconnect by hand: replay what came after this id. */
          lastEventId?: string;
        };
        header?: {
          /** @description Set by EventSource on reconnection; wins over `lastEventId`. */
          'last-event-id'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The event stream. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No ticket, or a ticket that is unknown, used or expired, or whose session ended. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A ticket to open the notifications stream
     * @description Single use, valid for 60 seconds, tied to this user and this session.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The ticket. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StreamTicket'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the signed-in student’s notifications, newest first
     * @description The dropdown’s first page without `before`; the next page with `before=<nextBefore>`. `unseen` and `unread` count all of the student’s notifications.
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          /** @description Only notifications older than this id. */
          before?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The page. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationPage'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mark-all-as-seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark all of the signed-in student’s notifications seen
     * @description What opening the dropdown does. Only the caller’s notifications change.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MarkAllResult'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mark-all-as-read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark all of the signed-in student’s notifications read (and seen)
     * @description Only the caller’s notifications change.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Done. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MarkAllResult'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/support-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to the support team
     * @description Open to signed-out visitors. With a bearer token the request is linked to the signed-in user; an invalid or revoked token is refused with 401. Limited to 10 an hour per signed-in account, and to 60 an hour per client address for signed-out visitors (429 with Retry-After).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewSupportRequest'];
        };
      };
      responses: {
        /** @description Stored. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SupportRequest'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/saved-contents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in student’s saved content, newest first
     * @description Filtered by `tag` (exact) and `color` when given. The next page: `cursor=<nextCursor>`. `tags` lists all of the student’s distinct tags (for the filter), whatever the filters.
     */
    get: {
      parameters: {
        query?: {
          tag?: string;
          /** @description One of the five swatches. */
          color?: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
          limit?: number;
          /** @description The `nextCursor` of the previous page (opaque). */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The page. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedContentPage'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Save content (usually a tutor reply)
     * @description Title, tag, colour and content are required. With `conversationId` (and `messageId`), the item remembers where it came from; both must be the student’s own, or the answer is 404.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewSavedContent'];
        };
      };
      responses: {
        /** @description Saved. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedContentAnswer'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/saved-contents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a saved item
     * @description Another student’s item, or an unknown id: 404.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Change the title, tag, colour or content of a saved item
     * @description Only the fields sent change. Another student’s item, or an unknown id: 404.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SavedContentChanges'];
        };
      };
      responses: {
        /** @description The item as saved. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SavedContentAnswer'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The course catalogue
     * @description Without `grade`, `track`, `stage` or `all`, filtered by the student’s onboarding: school grade 10 sees year 1 (common), 11 and 12 their year of the General track, university students the common first year; a student who has not onboarded sees everything. `grade`, `track` and `stage` replace that filter (a grade alone implies its track), `all=true` lists every course. `q` keeps the courses whose title, unit titles or lesson titles (English or Arabic) contain every word of it (case, Arabic diacritics, hamza forms and the article ال do not matter).
     */
    get: {
      parameters: {
        query?: {
          grade?: 10 | 11 | 12;
          track?: 'common' | 'general' | 'university';
          stage?: 'secondary' | 'university';
          q?: string;
          /** @description `true`: no filter. */
          all?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The courses, in catalogue order (stage, year, subject). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CourseCatalogue'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/courses/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A course page: units, lessons and the student’s status in each
     * @description `continueLessonId`: the written lesson to continue (the last one the student worked on while not completed, else the next not completed one); the first written lesson before any activity; null when every written lesson is completed or the course is an outline.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The course. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CoursePage'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such course. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/courses/{courseId}/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enrol in a course
     * @description 201 when the student enrols now (the page shows its "enrolled" toast), 200 when already enrolled.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Already enrolled. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Enrolled'];
          };
        };
        /** @description Enrolled now. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Enrolled'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such course. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Leave a course
     * @description The lesson progress stays (enrolling again shows it). 204 also when not enrolled.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          courseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not enrolled any more. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such course. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lessons/{lessonId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A lesson: its text, key terms, worked example and the student’s progress
     * @description The questions are not sent: the lesson check is a quiz (POST /quizzes, source `lesson-check`).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The full id, `courseId.lessonId`. */
          lessonId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The lesson. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LessonPage'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such lesson. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lessons/{lessonId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The student reached the end of the lesson
     * @description Marks the lesson read (the first time records a `lesson-read` learning event). With its check passed, the lesson is completed (`lesson-completed`, once). Calling it again changes nothing but the "continue where you left off" order.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The full id, `courseId.lessonId`. */
          lessonId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The progress. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LessonProgressAnswer'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such lesson. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The lesson is an outline (no text to read yet). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in start page
     * @description Continue learning, today’s suggested step, the student’s courses, recent conversations and files (5 each).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The page. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Home'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/learning/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report active study time
     * @description Sent by a page while its tab is visible and the student used it in the last minute. The server clamps it: a student’s recorded active time never passes 60 s per 55 s of wall time (two tabs count once); what does not fit is dropped, still with 204. A `lessonId` also sets its course; a `courseId` that is not the lesson’s is refused.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LearningActivity'];
        };
      };
      responses: {
        /** @description Taken (what fits recorded as an `active-time` learning event). */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such course or lesson. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The student’s progress dashboard
     * @description Streak and freezes, totals, the last year of activity by day, recent quiz scores, mastery per unit, badges with their progress, and the current semester with the student’s leaderboard place. Points are earned on the server only.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The dashboard. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Dashboard'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The leaderboard of a semester or a year
     * @description The top 10, the signed-in student’s place and their neighbours. Each student chooses in their settings to appear with their name, anonymously, or not at all.
     */
    get: {
      parameters: {
        query?: {
          /** @description A semester or an academic year (the summer counts in the year). */
          view?: 'semester' | 'year';
          /** @description A period of the view that has started (`periods`); default: the current one (during the summer, the semester that just ended). */
          period?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The board. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Leaderboard'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the course lessons and the signed-in student’s materials, conversations and saved content
     * @description Each group holds at most `limit` hits. A hit matches every word of `q`; the last word may be the start of a word (search as you type). Arabic is compared with alif and hamza forms, ta marbuta, alif maqsura, diacritics, tatweel and Arabic-Indic digits folded; materials and saved content are also stemmed (Snowball stemmers: "المعلمون" finds "معلم", "teachers" finds "teacher"). Materials are searched in the text extracted from the files; a file still being read is found once it is ready. An empty `q` finds nothing.
     */
    get: {
      parameters: {
        query?: {
          /** @description Search words. */
          q?: string;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The hits. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SearchResults'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/search/recent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in student’s recent searches
     * @description Newest first, at most 8.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The recent searches. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RecentSearches'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Remember a search in the student’s recent searches
     * @description The query goes to the top of the list. A query searched before moves up instead of appearing twice (queries that differ only in case, Arabic letter forms, diacritics or spacing are one), keeping the form typed last; only the newest 8 are kept.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewRecentSearch'];
        };
      };
      responses: {
        /** @description Remembered. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Forget the student’s recent searches */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Forgotten. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{parentId}/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload files into a section or folder
     * @description Multipart form, field `file` repeated 1-20 times. Accepted: PDF, Word (.docx), PowerPoint (.pptx), PNG, JPEG, WebP and plain UTF-8 text, recognised by their bytes (the name and declared type are ignored). Each file at most 25 MB, checked while the body streams; the student’s quota is checked against the declared body length first, then as bytes arrive. Each file starts `queued` for text extraction.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          parentId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['MaterialUpload'];
        };
      };
      responses: {
        /** @description Stored, in the order sent. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UploadedMaterials'];
          };
        };
        /** @description A malformed form, no file, more than 20 files, or an unknown field; or the parent is a file. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The parent is not the student’s, or there is no such node. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The student has too many sections, folders and files already (5000). */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description A file is larger than 25 MB (`File is too large`), or the files would pass the student’s quota (`Not enough space: …`); the answer closes the connection. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description A file is not a PDF, Word, PowerPoint, PNG, JPEG, WebP, HEIC or plain text file, or the body is not multipart. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The student’s study materials as a tree, and the space they use
     * @description Sections (by name) with their folders and files. `usage` states the quota and upload limits.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The tree. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MaterialsTree'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a section
     * @description Colour #D2E4E2 when none is sent.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewMaterialSection'];
        };
      };
      responses: {
        /** @description Created. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MaterialNodeAnswer'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The student has too many sections, folders and files already (5000). */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/folders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a folder in a section or folder
     * @description Colour #FEE7A6 when none is sent. At most 8 levels deep (a section is level 1).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewMaterialFolder'];
        };
      };
      responses: {
        /** @description Created. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MaterialNodeAnswer'];
          };
        };
        /** @description Invalid input, the parent is a file, or the folder would be too deep. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The parent is not the student’s, or there is no such node. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The student has too many sections, folders and files already (5000). */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a section, folder or file with everything in it
     * @description Deletes the nodes, their stored bytes, their extracted text and their search entries. Conversations about a deleted file stay.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Rename, recolour or move a section, folder or file
     * @description Only the fields sent change. `parentId` moves a folder or file into a section or folder; sections do not move, a folder cannot go into itself or its own folders, and the tree stays at most 8 levels deep.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MaterialNodeChanges'];
        };
      };
      responses: {
        /** @description The node as saved. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MaterialNodeAnswer'];
          };
        };
        /** @description Invalid input, a section moved, a move into a file, into itself or its own folders, or too deep. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. (the node or the new parent) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/files/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Extract the text of a failed file again */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued again. */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MaterialNodeAnswer'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The node is not a file whose extraction failed. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bytes of a file
     * @description Served as the kind recognised at upload, `nosniff`, a deny-all CSP; `Content-Disposition: inline`, or `attachment` with `?download=1`, with the display name (`filename*`, RFC 5987). A HEIC photo, which browsers cannot draw, is shown inline as the JPEG copy its extraction made (named `.jpg`; 409 until the extraction has made it); `?download=1` gives the photo as uploaded.
     */
    get: {
      parameters: {
        query?: {
          /** @description `1`: as an attachment. */
          download?: '0' | '1';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
            'image/png': string;
            'image/jpeg': string;
            'image/webp': string;
            'image/heic': string;
            'text/plain': string;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
            'application/vnd.openxmlformats-officedocument.presentationml.presentation': string;
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. (or not a file, or its bytes are missing) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description A HEIC photo whose viewing copy is still being made (`This photo is still being prepared for viewing`). */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}/pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The text extracted from a file, page by page
     * @description Empty until the extraction is ready.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The pages, in order. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MaterialPages'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. (or not a file) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A section or folder as a zip
     * @description Streamed as it is built, folders kept. Files whose bytes are missing are left out and counted in `Nibras-Missing-Files`; a failure while streaming ends the zip with `could-not-download.txt` naming the files it could not add.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The zip. */
        200: {
          headers: {
            /** @description How many files were left out because their bytes are missing (0 when none). */
            'Nibras-Missing-Files'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/zip': string;
          };
        };
        /** @description The node is a file (download it through `/files/{id}/content`). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description There are no files anywhere inside (`This folder has no files to download`). */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/file/{fileId}/conversation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The conversation about a file
     * @description Created on first use, titled with the file’s name; the same conversation afterwards. Another student’s file, or a section or folder: 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          fileId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The conversation. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FileConversation'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not the student’s, or no such node. (or not a file) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lesson/{lessonId}/conversation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The conversation about a course lesson (the lesson tutor)
     * @description The signed-in student’s conversation about the lesson: created on first use, titled with the lesson’s title in the student’s language, the same one afterwards. The tutor grounds its replies in the lesson’s sections and cites them as `[§ Heading](#section=<sectionId>)`. A lesson that does not exist, or is only an outline (no text yet): 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The lesson’s full id, `courseId.lessonId`. */
          lessonId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The conversation. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LessonConversation'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such lesson, or the lesson is only an outline (no text for the tutor yet). */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in student’s conversations, newest activity first
     * @description A page of at most `limit` conversations; `nextCursor` (null on the last page) gives the next one. `q` keeps the conversations whose title or messages contain every word of it (as word prefixes; Arabic is compared with alif and hamza forms, ta marbuta, alif maqsura, diacritics and tatweel folded, Latin case- and accent-insensitively).
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          /** @description The `nextCursor` of the previous page. */
          cursor?: string;
          /** @description Search words. */
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The page. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationPage'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Start a conversation with the tutor
     * @description Without a title it is called "New conversation" (in the student’s language) until its first exchange names it after the first question.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['NewConversation'];
        };
      };
      responses: {
        /** @description Created. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @example 0195f3a2b4c10000009f04c2d1aa */
              _id: string;
            };
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A conversation and its messages, oldest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The conversation. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConversationDetail'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Delete a conversation, its messages and their images
     * @description A reply being written in it is stopped.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted. */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Rename a conversation
     * @description A title the student chose is never replaced by an automatic one.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RenameConversation'];
        };
      };
      responses: {
        /** @description Renamed. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              conversation: components['schemas']['Conversation'];
            };
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/ai-conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the tutor: send a message (text, an image, or a reply action) and get the reply
     * @description Multipart form. Counts one message of the daily allowance and of the short-window limit. The student’s message is stored first and kept even when the reply fails. The first exchange names the conversation. A reply is stored as streamed, at most 20,000 characters; citations of material that was not sent to the model are plain text.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['TutorMessageForm'];
        };
      };
      responses: {
        /** @description The student’s message and the reply. With `Accept: text/event-stream`: `meta` {userMessage, provider}, `token` {text} chunks, then `end` {messages: [userMessage, modelMessage]}; a provider failure is `error` {status, message}. Server-sent events: data events as the work goes, `: ping` comments, then `event: end` with the final JSON or `event: error` with `{status, message: {en, ar}}`. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              messages: components['schemas']['Message'][];
            };
            'text/event-stream': string;
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description A reply is already being written in this conversation. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The image is larger than 5 MB (`File is too large`). */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The file is not a PNG, JPEG, WebP or GIF image, or the body is not multipart. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The image is more than 8000 pixels wide or high or 40 megapixels, or the provider refused the request. */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The student’s daily message allowance is used up: the message says when it renews (midnight, Riyadh time); or they started more replies in the last minute than the short-window limit allows (6 with the AI provider, 20 with the offline engine): the message says how long to wait. `Retry-After` gives the seconds until then. Nothing is stored or counted. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The AI provider failed, or answered something that is not a reply (nothing, only `[DONE]`, a body that is neither JSON nor a stream, truncated JSON): no reply is stored and the message is not counted (JSON answers; a stream sends an `error` event instead). */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The AI provider did not answer in time: no answer within 60 s, 60 s without text in a stream, or the whole reply not done within 5 minutes. */
        504: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ai-conversations/{id}/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write the last reply again
     * @description Replaces the conversation’s last reply with a new one (its id changes); when the last message is the student’s (its reply failed), answers it. Counts one message of the daily allowance and of the short-window limit.
     */
    post: {
      parameters: {
        query?: {
          /** @description Hint-first mode for this reply; default the student’s learning preference. */
          hintFirst?: 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new reply. With `Accept: text/event-stream`: `meta` {userMessage, provider}, `token` {text} chunks, then `end` {messages: [modelMessage]}; a provider failure is `error` {status, message}. Server-sent events: data events as the work goes, `: ping` comments, then `event: end` with the final JSON or `event: error` with `{status, message: {en, ar}}`. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              messages: components['schemas']['Message'][];
            };
            'text/event-stream': string;
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Nothing to regenerate yet, or a reply is already being written. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The provider refused the request (content policy), or the photo has no readable text. */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The student’s daily message allowance is used up: the message says when it renews (midnight, Riyadh time); or they started more replies in the last minute than the short-window limit allows (6 with the AI provider, 20 with the offline engine): the message says how long to wait. `Retry-After` gives the seconds until then. Nothing is stored or counted. */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The AI provider failed, or answered something that is not a reply (nothing, only `[DONE]`, a body that is neither JSON nor a stream, truncated JSON): no reply is stored and the message is not counted (JSON answers; a stream sends an `error` event instead). */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The AI provider did not answer in time: no answer within 60 s, 60 s without text in a stream, or the whole reply not done within 5 minutes. */
        504: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ai-conversations/{id}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop the reply being written
     * @description The reply in progress ends at the provider; it is stored with the text so far and `stopped: true`, and its stream ends normally with `end`.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description `stopped` is false when no reply was being written. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              stopped: boolean;
            };
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tutor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which provider answers, and the signed-in student’s limits
     * @description The chat shows the provider (`offline`: the offline study engine, with what it can do), the messages left today, and the image size limit.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The tutor’s status. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TutorStatus'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quizzes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a quiz
     * @description 10 questions by default (1-20; a lesson check has 5). Lesson and unit sources draw from the banks; the others are generated from the student’s material by the AI provider (validated; a malformed answer is asked for once more, then the offline generator takes over and `generator` says `offline`) or offline. Options, items and the right column of matching questions are shuffled for the attempt. 422 when the lesson has no bank, the file is not ready, or the material is too short.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewQuiz'];
        };
      };
      responses: {
        /** @description The attempt. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizAttemptAnswer'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The lesson has no questions, the file is not readable yet, or there is too little text. */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quiz-attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The student’s quiz attempts, newest first */
    get: {
      parameters: {
        query?: {
          status?: 'in-progress' | 'submitted';
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The attempts. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizAttemptList'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quiz-attempts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One attempt: questions (without answers), the answers so far, the result once submitted */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The attempt. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizAttemptAnswer'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quiz-attempts/{id}/answers/{qid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save an answer (a reload resumes)
     * @description `answer: null` (or an empty choice) clears it. `certainty` counts with certainty-based marking (default 1). 409 once submitted, or in interactive mode once the question is finished.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          qid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['QuizAnswerInput'];
        };
      };
      responses: {
        /** @description The attempt. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizAttemptAnswer'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflicts with existing data. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quiz-attempts/{id}/questions/{qid}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Interactive mode: check the saved answer of a question
     * @description A try: right, or wrong with the next hint while tries are left. `penalty` is the share of the question’s mark lost to incorrect tries so far. Once finished (right, or out of tries) the answer no longer changes and the right answer and explanation come with it.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          qid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The outcome. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizCheck'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflicts with existing data. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quiz-attempts/{id}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit: grade the attempt
     * @description 400 "You need to answer all questions before submitting" with `unanswered` while any question is unanswered. Submitting again answers the submitted attempt.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The graded attempt (`result`). */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizAttemptAnswer'];
          };
        };
        /** @description Unanswered questions. */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['QuizSubmitError'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/review-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a question of a submitted quiz for review
     * @description 201 when saved, 200 when it already was. 409 before submit.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NewReviewItem'];
        };
      };
      responses: {
        /** @description Already saved. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewItemAnswer'];
          };
        };
        /** @description Saved. */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewItemAnswer'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Not found. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Conflicts with existing data. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/review/queue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The student’s due review cards
     * @description Makes the missing cards first (one per saved content and per question saved for review; cards whose source was deleted go), then serves the due cards. Wrong answers of a submitted quiz become cards by themselves. New cards: at most 20 started a day (Riyadh time).
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The queue. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewQueue'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/review/cards/{cardId}/grade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Grade a card: how well the student remembered it
     * @description FSRS schedules the card’s next review from the rating (`again`: forgotten, `hard`, `good`, `easy`) and a `review-done` learning event is recorded (streak, points). 404 for a card that is not the student’s (or whose source was deleted); 409 when the card was graded meanwhile (a second click).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          cardId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReviewGradeInput'];
        };
      };
      responses: {
        /** @description Graded. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReviewGrade'];
          };
        };
        /** @description Invalid input: malformed JSON or a field that fails validation (named in the message). */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing or invalid bearer token. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description No such card of the student. */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The card was graded meanwhile. */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description The request body is larger than the limit. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported content type. */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unexpected error. */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    PictureUpload: {
      /**
       * Format: binary
       * @description A PNG, JPEG, WebP or GIF image of at most 5 MB, 8000 pixels wide or high and 40 megapixels, recognised by its content.
       */
      file: string;
    };
    MaterialUpload: {
      /** @description 1-20 files (the field repeated), each a PDF, Word (.docx), PowerPoint (.pptx), PNG, JPEG, WebP or plain UTF-8 text of at most 25 MB, recognised by its content. Their names are display text only. */
      file: string[];
    };
    TutorMessageForm: {
      /** @description The question. May be empty when `file` or `action` is given. */
      message?: string;
      /**
       * Format: binary
       * @description An image (PNG, JPEG, WebP or GIF, recognised by its content), at most 5 MB, 8000 pixels wide or high and 40 megapixels. The tutor reads it (the AI provider sees it; the offline engine reads its text).
       */
      file?: string;
      /**
       * @description A reply action about the reply `replyTo`.
       * @enum {string}
       */
      action?: 'summarize' | 'examples' | 'explain' | 'translate';
      /** @description The model message an `action` is about. */
      replyTo?: string;
      /**
       * @description Hint-first mode for this reply; default the student’s learning preference.
       * @enum {string}
       */
      hintFirst?: 'true' | 'false';
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      /** @enum {string} */
      store: 'embedded' | 'mongodb';
      /**
       * @description Seconds since the API process started.
       * @example 42.5
       */
      uptime: number;
    };
    AuthPayload: {
      user: components['schemas']['User'];
      /** @description JWT (HS256) valid for 7 days unless signed out. Send it as `Authorization: Bearer <accessToken>`. */
      accessToken: string;
    };
    User: {
      /** @example 5b1f6c1e-4a53-4a7f-b0a5-0d7f0f3c9f21 */
      _id: string;
      /** @example Sara Alqahtani */
      username: string;
      /** @example sara@example.com */
      email: string;
      /** @example +966501234567 */
      phone?: string;
      /**
       * @example [
       *       "user"
       *     ]
       */
      roles: ('user' | 'admin' | 'platform_owner' | 'school_owner' | 'moderator')[];
      hasOnBoarded: boolean;
      /** @description URL of the profile picture. */
      profilePicture?: string;
      /** @description URL of the cover picture. */
      profileCover?: string;
      /** @enum {string} */
      educationLevel?: 'school' | 'university';
      /**
       * @description 10, 11 or 12 (school only).
       * @example 11
       * @enum {integer}
       */
      grade?: 10 | 11 | 12;
      /** @description 1 to 6 (university only). */
      universityYear?: number;
      /** @enum {string} */
      voice?: 'male' | 'female';
      /**
       * @description Text-to-speech rate, 0.5 to 2.
       * @example 1
       */
      ttsSpeed?: number;
      /**
       * @description When the account was created (ISO 8601 UTC)
       * @example 2025-01-31T09:30:00.000Z
       */
      createdAt: string;
    };
    /** @description Body of every error response. */
    Error: {
      message: components['schemas']['LocalizedText'];
      /** @description Validation failures only: one entry per invalid field. */
      issues?: {
        /** @example subject */
        field: string;
        message: components['schemas']['LocalizedText'];
      }[];
    };
    /** @description User-visible text in English and Arabic. */
    LocalizedText: {
      /** @example Something went wrong */
      en: string;
      /** @example حدث خطأ ما */
      ar: string;
    };
    SignUp: {
      /**
       * @description Trimmed, 2-50 characters, no control characters or unpaired UTF-16 surrogates.
       * @example Sara Alqahtani
       */
      username: string;
      /**
       * Format: email
       * @example sara@example.com
       */
      email: string;
      /**
       * Format: password
       * @description 8 to 128 characters with at least one lowercase letter (a-z), one uppercase letter (A-Z), one digit (0-9) and one special character from !@#$%^&*. Each unmet rule is reported as its own issue on the field `password`.
       * @example Str0ng!pass
       */
      password: string;
      /**
       * @description 8 to 15 digits, optionally starting with +; spaces are allowed and removed.
       * @example +966 50 123 4567
       */
      phone?: string;
    };
    SignIn: {
      /**
       * Format: email
       * @example sara@example.com
       */
      email: string;
      /** Format: password */
      password: string;
    };
    ProfileChanges: {
      /**
       * @description Trimmed, 2-50 characters, no control characters or unpaired UTF-16 surrogates.
       * @example Sara Alqahtani
       */
      username?: string;
      /**
       * @description As at sign-up. `null` or an empty string removes the phone.
       * @example +966 50 123 4567
       */
      phone?: string | null;
      /** @description Refused: changing the e-mail needs verification of the new address. */
      email?: unknown;
    };
    /** @description School students give `grade` (10-12) and no `universityYear`; university students give `universityYear` (1-6) and no `grade`. */
    Onboarding: components['schemas']['SchoolOnboarding'] | components['schemas']['UniversityOnboarding'];
    SchoolOnboarding: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      educationLevel: 'school';
      /**
       * @description Secondary grade 10, 11 or 12.
       * @example 11
       * @enum {integer}
       */
      grade: 10 | 11 | 12;
      /**
       * @description Voice of the text-to-speech reader.
       * @enum {string}
       */
      voice: 'male' | 'female';
      /**
       * @description Text-to-speech rate: 0.5 (slow) to 2 (fast); 1 is normal.
       * @example 1
       */
      ttsSpeed: number;
    };
    UniversityOnboarding: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      educationLevel: 'university';
      /** @example 2 */
      universityYear: number;
      /**
       * @description Voice of the text-to-speech reader.
       * @enum {string}
       */
      voice: 'male' | 'female';
      /**
       * @description Text-to-speech rate: 0.5 (slow) to 2 (fast); 1 is normal.
       * @example 1
       */
      ttsSpeed: number;
    };
    /** @description A student’s settings (spec section 3); the same shape as `Settings` in shared-ui. */
    Settings: {
      accessibility: {
        /**
         * @example ar
         * @enum {string}
         */
        mainLanguage: 'en' | 'ar';
        /**
         * @example medium
         * @enum {string}
         */
        textSize: 'small' | 'medium' | 'large';
        /**
         * @example system
         * @enum {string}
         */
        displayMode: 'light' | 'dark' | 'system';
        /** @example false */
        highContrast: boolean;
        /** @example false */
        reduceMotion: boolean;
      };
      notifications: {
        /**
         * @description E-mail every notification that is not switched off below.
         * @example true
         */
        email: boolean;
        /**
         * @description Play a short sound for a new notification (the app does this).
         * @example true
         */
        sound: boolean;
        /**
         * @description Type `notification`: news and account updates.
         * @example true
         */
        updates: boolean;
        /**
         * @description Quiz notifications.
         * @example true
         */
        quizzes: boolean;
        /**
         * @description Lesson notifications.
         * @example true
         */
        lessons: boolean;
        /**
         * @description Type `progress`.
         * @example true
         */
        progress: boolean;
        /**
         * @description Type `achievement`.
         * @example true
         */
        achievements: boolean;
      };
      learningPreferences: {
        /**
         * @description Secondary grade 10, 11 or 12, or null.
         * @example 11
         * @enum {integer}
         */
        gradeLevel: 10 | 11 | 12 | null;
        /**
         * @description Hint-first tutoring: the AI tutor guides with questions and hints and gives the full answer only when asked again. The chat’s default for its hint-first toggle; false by default.
         * @example false
         */
        hintFirst: boolean;
        /**
         * @description How the student appears on the leaderboard: `visible` (ranked with their username; the default), `anonymous` (ranked, shown without a name), `hidden` (left the board: not ranked).
         * @example visible
         * @enum {string}
         */
        leaderboard: 'visible' | 'anonymous' | 'hidden';
      };
      /** @description Read only: PUT validates it but keeps the stored subscription, which the answer shows. */
      subscription: {
        /**
         * @example free
         * @enum {string}
         */
        plan: 'free' | 'individual' | 'business';
        /** @example false */
        paid: boolean;
        /**
         * @description Price in SAR.
         * @example 0
         */
        price: number;
      };
    };
    UploadedPicture: {
      /**
       * @description Absolute URL of the stored picture (GET /uploads/{id}).
       * @example https://api.nibras.example/uploads/q3Xo0v1s9yXbJ3V5Zt1aLw.png
       */
      url: string;
    };
    StreamTicket: {
      /** @example mBfH3r2c8Gq0S1vXz4eK6aJt9wLpYdU5nQiR7oTlC0E */
      ticket: string;
      /**
       * @description ISO 8601 UTC
       * @example 2025-03-01T08:01:00.000Z
       */
      expiresAt: string;
    };
    NotificationPage: {
      notifications: components['schemas']['Notification'][];
      unseen: number;
      unread: number;
      /** @description Present when older ones exist. */
      nextBefore?: string;
    };
    /** @description The spec’s Notification. */
    Notification: {
      /**
       * @description Time-ordered id; also the stream event id.
       * @example 0195f3a2b4c10000009f04c2d1aa
       */
      _id: string;
      /** @enum {string} */
      type: 'notification' | 'progress' | 'achievement';
      message: components['schemas']['LocalizedText'];
      /**
       * @description Seconds since the epoch.
       * @example 1740816000
       */
      timestamp: number;
      read: boolean;
      seen: boolean;
    };
    MarkAllResult: {
      /**
       * @description How many notifications changed.
       * @example 3
       */
      updated: number;
    };
    SupportRequest: {
      /** @example 3f0c1e9a-6a43-4f5e-9d7e-2b7d7a1f1c11 */
      _id: string;
      subject: string;
      message: string;
      email?: string;
      /** @description The signed-in sender, when a token was sent. */
      userId?: string;
      /** @enum {string} */
      status: 'open' | 'closed';
      /**
       * @description ISO 8601 UTC
       * @example 2025-01-31T09:30:00.000Z
       */
      createdAt: string;
    };
    NewSupportRequest: {
      /**
       * @description One line: no control characters or unpaired UTF-16 surrogates.
       * @example I cannot open my quiz
       */
      subject: string;
      /**
       * @description Line breaks and tabs allowed; no other control characters or unpaired UTF-16 surrogates.
       * @example The quiz page stays blank after I press start.
       */
      message: string;
      /**
       * Format: email
       * @example student@example.com
       */
      email?: string;
    };
    SavedContentAnswer: {
      savedContent: components['schemas']['SavedContent'];
    };
    /** @description The spec’s Saved content, with where it came from. */
    SavedContent: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      _id: string;
      title: string;
      tag: string;
      /** @enum {string} */
      color: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
      content: string;
      /** @description The source conversation, or null. */
      conversationId: string | null;
      /** @description The source message, or null. */
      messageId: string | null;
      /**
       * @description When it was saved (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      createdAt: string;
      /**
       * @description When it was last changed (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      updatedAt: string;
    };
    NewSavedContent: {
      /**
       * @description One line, 1-120 characters after trimming.
       * @example Photosynthesis in one paragraph
       */
      title: string;
      /**
       * @description One line, 1-40 characters after trimming; the /saved page filters by it.
       * @example Biology
       */
      tag: string;
      /**
       * @description One of the five swatches.
       * @example #FFFFFF
       * @enum {string}
       */
      color: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
      /**
       * @description The saved text (Markdown, as the tutor wrote it), 1-20000 characters after trimming.
       * @example Plants turn light, water and carbon dioxide into glucose and oxygen.
       */
      content: string;
      /** @description The conversation it was saved from; it must be the student’s own (else 404). */
      conversationId?: string | null;
      /** @description The message (of `conversationId`, which is then required) it was saved from; it must be the student’s own (else 404). */
      messageId?: string | null;
    };
    SavedContentPage: {
      savedContents: components['schemas']['SavedContent'][];
      /**
       * @example [
       *       "Biology",
       *       "رياضيات"
       *     ]
       */
      tags: string[];
      /** @description Null on the last page. */
      nextCursor: string | null;
    };
    SavedContentChanges: {
      /**
       * @description One line, 1-120 characters after trimming.
       * @example Photosynthesis in one paragraph
       */
      title?: string;
      /**
       * @description One line, 1-40 characters after trimming; the /saved page filters by it.
       * @example Biology
       */
      tag?: string;
      /**
       * @description One of the five swatches.
       * @example #FFFFFF
       * @enum {string}
       */
      color?: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
      /**
       * @description The saved text (Markdown, as the tutor wrote it), 1-20000 characters after trimming.
       * @example Plants turn light, water and carbon dioxide into glucose and oxygen.
       */
      content?: string;
    };
    CourseCatalogue: {
      courses: components['schemas']['CourseSummary'][];
      filter: components['schemas']['CourseFilter'];
    };
    CourseSummary: {
      /** @example y1-physics-1 */
      id: string;
      title: components['schemas']['LocalizedText'];
      description: components['schemas']['LocalizedText'];
      /** @example physics */
      subject: string;
      /** @enum {string} */
      stage: 'secondary' | 'university';
      /** @description Secondary year (grade = 9 + year) or university year. */
      year: number;
      /** @description School grade 10-12 of a secondary course; null for a university course. */
      grade: number | null;
      /**
       * @description Secondary year 1 is `common`; years 2-3 here are `general`; university courses `university`.
       * @enum {string}
       */
      track: 'common' | 'general' | 'university';
      unitCount: number;
      lessonCount: number;
      /** @description Lessons with their text and question bank (the others are outlines). */
      writtenLessonCount: number;
      enrolled: boolean;
      /** @description Completed lessons / all lessons, 0..1. */
      progress: number;
      completedLessons: number;
    };
    /** @description The filter applied; null fields did not filter. */
    CourseFilter: {
      /** @example 10 */
      grade: number | null;
      /** @enum {string|null} */
      track: 'common' | 'general' | 'university' | null;
      /** @enum {string|null} */
      stage: 'secondary' | 'university' | null;
    };
    CoursePage: {
      course: components['schemas']['CourseDetail'];
      /** @example y1-physics-1.u1-l2 */
      continueLessonId: string | null;
    };
    CourseDetail: components['schemas']['CourseSummary'] & {
      units: components['schemas']['CourseUnit'][];
    };
    CourseUnit: {
      /** @example u1 */
      id: string;
      number: number;
      title: components['schemas']['LocalizedText'];
      /** @enum {integer} */
      semester: 1 | 2;
      lessons: components['schemas']['CourseLesson'][];
    };
    CourseLesson: {
      /**
       * @description The full id.
       * @example y1-physics-1.u1-l1
       */
      id: string;
      number: number;
      title: components['schemas']['LocalizedText'];
      /** @description False for an outline lesson (no text yet). */
      written: boolean;
      /** @description Reading time; null for an outline. */
      minutes: number | null;
      /**
       * @description `read`: read to the end; `completed`: read and its check passed (60 % or more).
       * @enum {string}
       */
      status: 'new' | 'read' | 'completed';
    };
    Enrolled: {
      /** @enum {boolean} */
      enrolled: true;
    };
    LessonPage: {
      lesson: components['schemas']['Lesson'];
      progress: components['schemas']['LessonProgress'];
      /** @description The lesson before or after it in the course (across units), or null. */
      previous: {
        /** @example y1-physics-1.u1-l2 */
        id: string;
        title: components['schemas']['LocalizedText'];
      } | null;
      /** @description The lesson before or after it in the course (across units), or null. */
      next: {
        /** @example y1-physics-1.u1-l2 */
        id: string;
        title: components['schemas']['LocalizedText'];
      } | null;
    };
    Lesson: {
      /**
       * @description The full id.
       * @example y1-physics-1.u1-l1
       */
      id: string;
      /** @example y1-physics-1 */
      courseId: string;
      courseTitle: components['schemas']['LocalizedText'];
      /** @example u1 */
      unitId: string;
      unitTitle: components['schemas']['LocalizedText'];
      number: number;
      title: components['schemas']['LocalizedText'];
      /** @description False for an outline lesson: no text, terms or check. */
      written: boolean;
      /** @description Reading time; null for an outline. */
      minutes: number | null;
      sections: components['schemas']['LessonSection'][];
      keyTerms: components['schemas']['LessonKeyTerm'][];
      workedExample: components['schemas']['LessonWorkedExample'];
      /** @description Questions in the lesson’s bank (its check and quizzes draw from it). */
      questionCount: number;
    };
    /** @description `body` is Markdown, math between `$…$`. */
    LessonSection: {
      /** @example s1 */
      id: string;
      heading: components['schemas']['LocalizedText'];
      body: components['schemas']['LocalizedText'];
    };
    LessonKeyTerm: {
      term: components['schemas']['LocalizedText'];
      definition: components['schemas']['LocalizedText'];
    };
    LessonWorkedExample: {
      problem: components['schemas']['LocalizedText'];
      steps: components['schemas']['LocalizedText'][];
      answer: components['schemas']['LocalizedText'];
    } | null;
    LessonProgress: {
      /** @description The student reached the end of the lesson. */
      read: boolean;
      /** @description A lesson check scored 60 % or more. */
      checkPassed: boolean;
      /** @description Read and its check passed. */
      completed: boolean;
      /** @description The best lesson-check score, null before the first check. */
      bestCheckPercent: number | null;
    };
    LessonProgressAnswer: {
      progress: components['schemas']['LessonProgress'];
    };
    Home: {
      continue: components['schemas']['HomeContinue'];
      suggestion: components['schemas']['HomeSuggestion'];
      /** @description The student’s courses, latest activity first. */
      enrolled: components['schemas']['CourseSummary'][];
      recentConversations: components['schemas']['HomeConversation'][];
      recentFiles: components['schemas']['HomeFile'][];
    };
    /** @description The lesson to continue in the course the student worked on last; null before any activity or when every written lesson of those courses is completed. */
    HomeContinue: {
      /** @example y1-physics-1 */
      courseId: string;
      courseTitle: components['schemas']['LocalizedText'];
      /** @example y1-physics-1.u1-l2 */
      lessonId: string;
      lessonTitle: components['schemas']['LocalizedText'];
      /** @description The course’s progress, 0..1. */
      progress: number;
    } | null;
    /** @description Today’s suggested step; `title` is the lesson’s or course’s title. */
    HomeSuggestion: {
      /**
       * @description `check`: a read lesson whose check is not passed yet; `lesson`: the lesson to continue; `quiz`: a quiz (on `courseId` when given, else from the student’s own material); `enrol`: a course of the student’s catalogue to enrol in.
       * @enum {string}
       */
      kind: 'lesson' | 'check' | 'quiz' | 'enrol';
      courseId?: string;
      lessonId?: string;
      title: components['schemas']['LocalizedText'];
    };
    HomeConversation: {
      _id: string;
      title: string;
      /**
       * @description Last activity (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      updatedAt: string;
    };
    HomeFile: {
      _id: string;
      name: string;
      /** @enum {string} */
      status: 'queued' | 'processing' | 'ready' | 'failed';
      /**
       * @description Last change (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      updatedAt: string;
    };
    LearningActivity: {
      /**
       * @description Active seconds counted since the last report, 1-60.
       * @example 60
       */
      seconds: number;
      /**
       * @description Where the time was spent.
       * @enum {string}
       */
      kind: 'lesson' | 'quiz' | 'tutor' | 'materials';
      /** @example y1-physics-1 */
      courseId?: string;
      /**
       * @description The full lesson id.
       * @example y1-physics-1.u1-l1
       */
      lessonId?: string;
    };
    Dashboard: {
      /**
       * @description Today (Riyadh calendar day, YYYY-MM-DD)
       * @example 2025-10-01
       */
      today: string;
      streak: components['schemas']['DashboardStreak'];
      totals: components['schemas']['DashboardTotals'];
      /** @description The last 365 Riyadh days with activity, oldest first (days without any are left out). */
      days: components['schemas']['DashboardDay'][];
      /** @description The last 30 quizzes submitted, oldest first. */
      quizScores: components['schemas']['DashboardQuizScore'][];
      /** @description Units with written lessons of the enrolled courses (latest enrolment first, units in order). */
      units: components['schemas']['DashboardUnit'][];
      /** @description Earned badges first (newest first), then the others, closest to earned first. */
      badges: components['schemas']['DashboardBadge'][];
      period: components['schemas']['DashboardPeriod'];
      /** @description The student’s place on the current semester’s leaderboard; null when not on it. */
      place: number | null;
    };
    /** @description A streak day has a lesson completed, a quiz submitted, a review done, or 5 minutes of active time (Riyadh calendar days). A freeze is earned every 7 streak days (2 held at most) and covers one missed day. */
    DashboardStreak: {
      /** @description Streak days so far (0 when broken); today counts once done. */
      current: number;
      /** @description The longest streak ever. */
      longest: number;
      /** @description Freezes held, after covering the days missed so far. */
      freezes: number;
      /**
       * @description Freezes held at most.
       * @enum {integer}
       */
      maxFreezes: 2;
      /** @description Today is a streak day already. */
      todayDone: boolean;
      /** @description Within the last 365 days, oldest first. */
      frozenDays: string[];
      /** @description Streak days to the next multiple of 7 (a freeze is earned there when fewer than 2 are held). */
      nextFreezeIn: number;
    };
    DashboardTotals: {
      /** @description Lessons completed. */
      lessonsCompleted: number;
      /** @description Quizzes submitted. */
      quizzesSubmitted: number;
      /**
       * @description Active learning time in hours (one decimal).
       * @example 12.5
       */
      learningHours: number;
      /** @description Spaced reviews done. */
      reviewsDone: number;
      /** @description Points earned. */
      points: number;
      /**
       * @description Average quiz score (one decimal); null before the first quiz.
       * @example 80
       */
      averageQuizPercent: number | null;
    };
    DashboardDay: {
      /**
       * @description The day (Riyadh calendar day, YYYY-MM-DD)
       * @example 2025-10-01
       */
      day: string;
      /** @description Lessons completed. */
      lessonsCompleted: number;
      /**
       * @description Active learning minutes (one decimal).
       * @example 42.5
       */
      learningMinutes: number;
      /** @description Quizzes submitted. */
      quizzes: number;
      /**
       * @description The day’s average quiz score (one decimal).
       * @example 80
       */
      quizPercent: number | null;
      /** @description Spaced reviews done. */
      reviews: number;
      /** @description Points earned. */
      points: number;
      streakDay: boolean;
    };
    DashboardQuizScore: {
      /** @description When it was submitted (ISO 8601 UTC). */
      at: string;
      /**
       * @description Score (one decimal).
       * @example 80
       */
      percent: number;
      attemptId: string;
      /** @description Its lesson’s or unit’s title; null for other quizzes. */
      title: components['schemas']['LocalizedText'] | null;
    };
    DashboardUnit: {
      /** @example y1-physics-1 */
      courseId: string;
      /** @example u1 */
      unitId: string;
      courseTitle: components['schemas']['LocalizedText'];
      unitTitle: components['schemas']['LocalizedText'];
      /** @description Written lessons of the unit. */
      lessons: number;
      /** @description Of them, completed. */
      completed: number;
      /**
       * @description Average best lesson-check score of its checked lessons (one decimal).
       * @example 80
       */
      averageCheckPercent: number | null;
      /** @description Average best lesson-check score over all its written lessons (unchecked: 0). */
      mastery: number;
    };
    DashboardBadge: {
      /** @enum {string} */
      id:
        | 'first-lesson'
        | 'lessons-10'
        | 'streak-3'
        | 'streak-7'
        | 'streak-30'
        | 'unit-mastered'
        | 'quizzes-10'
        | 'perfect-quiz'
        | 'hours-10'
        | 'reviews-50';
      title: components['schemas']['LocalizedText'];
      description: components['schemas']['LocalizedText'];
      /**
       * @description When it was earned (ISO 8601 UTC); null when not yet.
       * @example 2025-10-01T08:00:00.000Z
       */
      earnedAt: string | null;
      /** @description For unit-mastered: the unit closest to done (lessons completed of its written lessons). */
      progress: {
        /** @description May pass the target. */
        current: number;
        target: number;
      };
    };
    /** @description The current semester (during the summer: the one that just ended). */
    DashboardPeriod: {
      /** @example 2025-26-s1 */
      id: string;
      title: components['schemas']['LocalizedText'];
    };
    /** @description Students ranked by the points of a period. Points are given by the server only: lesson completed +10; quiz submitted +round(10 × score/maxScore), at least 1 (the first 10 quizzes of a day); review done +1 (at most 20 a day); each full 10 minutes of active time in a day +1; each streak day +2. */
    Leaderboard: {
      /** @enum {string} */
      view: 'semester' | 'year';
      period: components['schemas']['LeaderboardPeriod'];
      /** @description The view’s periods that have started, newest first. */
      periods: components['schemas']['LeaderboardPeriod'][];
      /** @description Students ranked in the period (with points, and not hidden). */
      participants: number;
      /**
       * @description The signed-in student’s choice (settings `learningPreferences.leaderboard`).
       * @enum {string}
       */
      visibility: 'visible' | 'anonymous' | 'hidden';
      /** @description The first 10 rows. */
      top: components['schemas']['LeaderboardRow'][];
      /** @description The signed-in student’s row; null when hidden or without points in the period. */
      me: components['schemas']['LeaderboardRow'] | null;
      /** @description Up to 2 rows above and 2 below `me`, best first, none of them in `top`; empty when `me` is in `top` or null. */
      neighbours: components['schemas']['LeaderboardRow'][];
      /** @description How many of `neighbours` come before `me` on the board (the others come after it). */
      neighboursAbove: number;
    };
    /** @description A semester or an academic year of the calendar. */
    LeaderboardPeriod: {
      /** @description Year `2025-26`, semesters `2025-26-s1`, `2025-26-s2`. */
      id: string;
      /** @enum {string} */
      kind: 'semester' | 'year';
      title: components['schemas']['LocalizedText'];
      /**
       * @description First day (YYYY-MM-DD, Riyadh)
       * @example 2025-08-24
       */
      from: string;
      /**
       * @description Last day, included (YYYY-MM-DD, Riyadh)
       * @example 2025-08-24
       */
      to: string;
      /** @description Today falls in this period. */
      current: boolean;
    };
    /** @description One ranked student: no e-mail, id or other personal data, only the chosen name. */
    LeaderboardRow: {
      /**
       * @description Equal scores share a place (1, 2, 2, 4).
       * @example 2
       */
      place: number;
      /**
       * @description The student’s username; null for a student who chose to appear anonymously.
       * @example Sara Alqahtani
       */
      name: string | null;
      /** @description The row of the signed-in student. */
      you: boolean;
      /** @description The longest streak held during the period (days). */
      streak: number;
      lessonsCompleted: number;
      /** @description Active study time in hours, 1 decimal. */
      learningHours: number;
      /** @description Points earned in the period. */
      score: number;
    };
    SearchResults: {
      /** @description Course lessons whose title, section headings, key terms or text hold every word (both languages): title matches first, then headings and key terms, then text; written lessons and the student’s grade first. */
      lessons: components['schemas']['LessonSearchHit'][];
      /** @description Passages of the student’s files, best match first; at most one per file and page. */
      materials: components['schemas']['MaterialSearchHit'][];
      /** @description Conversations whose title or messages hold every word, newest activity first. */
      conversations: components['schemas']['ConversationSearchHit'][];
      /** @description Saved items whose title, tag or content hold every word; title or tag matches first. */
      saved: components['schemas']['SavedContentSearchHit'][];
    };
    LessonSearchHit: {
      /**
       * @description The full id, courseId.lessonId.
       * @example y1-biology-1.u8-l2
       */
      lessonId: string;
      /** @example y1-biology-1 */
      courseId: string;
      /**
       * @example {
       *       "en": "Photosynthesis",
       *       "ar": "البناء الضوئي"
       *     }
       */
      title: {
        en: string;
        ar: string;
      };
      /**
       * @example {
       *       "en": "Biology 1",
       *       "ar": "الأحياء 1"
       *     }
       */
      course: {
        en: string;
        ar: string;
      };
      /**
       * @example {
       *       "en": "Cellular Energy",
       *       "ar": "الطاقة الخلوية"
       *     }
       */
      unit: {
        en: string;
        ar: string;
      };
      /** @description The lesson has its text; otherwise its page says it is coming. */
      written: boolean;
      /** @description The section that matched (the lesson opens at it); absent when the title matched. */
      section?: {
        id: string;
        heading: {
          en: string;
          ar: string;
        };
      };
      /**
       * @description About 160 characters of the matching text around the first match, with "…" where text was left out (plain text as stored: Markdown marks are kept). Empty when only the title matched.
       * @example … قانون نيوتن الثاني: القوة تساوي الكتلة في التسارع …
       */
      snippet: string;
    };
    MaterialSearchHit: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      fileId: string;
      /**
       * @description The file’s display name.
       * @example Physics notes.pdf
       */
      name: string;
      /**
       * @description 1-based page of the match.
       * @example 3
       */
      page: number;
      /**
       * @description What the file’s pages are: `slide`s of a presentation, the one page of a `photo`, or `page`s.
       * @example page
       * @enum {string}
       */
      unit: 'page' | 'slide' | 'photo';
      /**
       * @description About 160 characters of the matching text around the first match, with "…" where text was left out (plain text as stored: Markdown marks are kept). Empty when only the title matched.
       * @example … قانون نيوتن الثاني: القوة تساوي الكتلة في التسارع …
       */
      snippet: string;
    };
    ConversationSearchHit: {
      /**
       * @description The conversation.
       * @example 0195f3a2b4c10000009f04c2d1aa
       */
      _id: string;
      /** @example Newton’s laws */
      title: string;
      /**
       * @description About 160 characters of the matching text around the first match, with "…" where text was left out (plain text as stored: Markdown marks are kept). Empty when only the title matched.
       * @example … قانون نيوتن الثاني: القوة تساوي الكتلة في التسارع …
       */
      snippet: string;
    };
    SavedContentSearchHit: {
      /**
       * @description The saved item.
       * @example 0195f3a2b4c10000009f04c2d1aa
       */
      _id: string;
      /** @example Newton’s laws */
      title: string;
      /**
       * @description About 160 characters of the matching text around the first match, with "…" where text was left out (plain text as stored: Markdown marks are kept). Empty when only the title matched.
       * @example … قانون نيوتن الثاني: القوة تساوي الكتلة في التسارع …
       */
      snippet: string;
    };
    RecentSearches: {
      recent: components['schemas']['RecentSearch'][];
    };
    RecentSearch: {
      /** @example قانون نيوتن */
      query: string;
      /**
       * @description When it was last searched (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      at: string;
    };
    NewRecentSearch: {
      /**
       * @description What the student searched for, 1-200 characters after trimming.
       * @example قانون نيوتن
       */
      query: string;
    };
    UploadedMaterials: {
      files: components['schemas']['MaterialNode'][];
    };
    /** @description A section, folder or file of the student’s study materials. */
    MaterialNode: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      _id: string;
      /**
       * @description Display text only (never a path).
       * @example Cell biology.pdf
       */
      name: string;
      /**
       * @description A section is at the top of the tree; folders and files live in sections and folders.
       * @enum {string}
       */
      kind: 'section' | 'folder' | 'file';
      /**
       * @example #FFFFFF
       * @enum {string}
       */
      color: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
      /** @description The section or folder it is in; null for a section. */
      parentId: string | null;
      /**
       * @description Creation (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      createdAt: string;
      /**
       * @description Last change (name, colour, place) (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      updatedAt: string;
      /**
       * @description Files only: `/files/{id}/content`, relative to the API (needs the bearer token).
       * @example /files/0195f3a2b4c10000009f04c2d1aa/content
       */
      url?: string;
      /**
       * @description Files only: the kind decided from the bytes.
       * @example application/pdf
       */
      mime?: string;
      /**
       * @description Files only: bytes.
       * @example 482133
       */
      size?: number;
      /** @description Files only: pages found by the extraction (1 for an image or text), null until then. */
      pageCount?: number | null;
      /**
       * @description Files only: text extraction, `queued` after the upload, `processing` (see `progress`), then `ready` or `failed` (see `failure`).
       * @enum {string}
       */
      status?: 'queued' | 'processing' | 'ready' | 'failed';
      /**
       * @description Files only: extraction progress, 0-100.
       * @example 40
       */
      progress?: number;
      /** @description Files only: why the extraction failed, or null. */
      failure?: {
        /** @example Something went wrong */
        en: string;
        /** @example حدث خطأ ما */
        ar: string;
      } | null;
      /** @description Sections and folders first, then files, each by name (numbers in names compare as numbers). Always empty for a file. */
      children: components['schemas']['MaterialNode'][];
    };
    MaterialsTree: {
      tree: components['schemas']['MaterialNode'][];
      usage: components['schemas']['MaterialsUsage'];
    };
    MaterialsUsage: {
      /**
       * @description Bytes the student’s files take.
       * @example 1048576
       */
      bytes: number;
      /**
       * @description Bytes the student may store in all.
       * @example 524288000
       */
      quotaBytes: number;
      /**
       * @description Largest file.
       * @example 26214400
       */
      maxFileBytes: number;
      /**
       * @description Files per upload.
       * @example 20
       */
      maxFiles: number;
    };
    MaterialNodeAnswer: {
      node: components['schemas']['MaterialNode'];
    };
    NewMaterialSection: {
      /**
       * @description One line, 1-120 characters after trimming; display text only.
       * @example Biology
       */
      name: string;
      /**
       * @description One of the five swatches.
       * @example #D2E4E2
       * @enum {string}
       */
      color?: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
    };
    NewMaterialFolder: {
      /**
       * @description One line, 1-120 characters after trimming; display text only.
       * @example Biology
       */
      name: string;
      /**
       * @description One of the five swatches.
       * @example #D2E4E2
       * @enum {string}
       */
      color?: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      parentId: string;
    };
    MaterialNodeChanges: {
      /**
       * @description One line, 1-120 characters after trimming; display text only.
       * @example Biology
       */
      name?: string;
      /**
       * @description One of the five swatches.
       * @example #D2E4E2
       * @enum {string}
       */
      color?: '#D2E4E2' | '#FFD5EA' | '#FFFFFF' | '#FEE7A6' | '#D8CAE8';
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      parentId?: string;
    };
    MaterialPages: {
      pages: components['schemas']['MaterialPage'][];
    };
    MaterialPage: {
      /**
       * @description 1-based.
       * @example 1
       */
      page: number;
      text: string;
      /** @description Read by OCR: a scan, an image, or a page whose text layer was unreadable. */
      ocr: boolean;
      /**
       * @description The OCR's mean word confidence, 0-100 (null when the page was not read by OCR). Below 60 the page is marked as possibly misread.
       * @example null
       */
      confidence: number | null;
    };
    FileConversation: {
      /** @example 0195f3a2b4c2000000a1b2c3d4e5 */
      _id: string;
    };
    LessonConversation: {
      /** @example 0195f3a2b4c2000000a1b2c3d4e5 */
      _id: string;
    };
    ConversationPage: {
      conversations: components['schemas']['ConversationSummary'][];
      /** @description Null on the last page. */
      nextCursor: string | null;
    };
    ConversationSummary: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      _id: string;
      /** @example What is a mole in chemistry? */
      title: string;
      /** @description The uploaded file it is about, or null. */
      userFileId: string | null;
      /**
       * @description The course lesson it is about (`courseId.lessonId`, GET /lesson/{lessonId}/conversation), or null.
       * @example y1-physics-1.u1-l1
       */
      lessonId: string | null;
      /**
       * @description Last activity (ISO 8601 UTC)
       * @example 2025-01-31T09:30:00.000Z
       */
      updatedAt: string;
    };
    NewConversation: {
      /** @example Chemistry: moles */
      title?: string;
    };
    ConversationDetail: {
      conversation: components['schemas']['Conversation'];
      messages: components['schemas']['Message'][];
    };
    Conversation: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      _id: string;
      /** @example What is a mole in chemistry? */
      title: string;
      /** @description The uploaded file it is about, or null. */
      userFileId: string | null;
      /**
       * @description The course lesson it is about (`courseId.lessonId`, GET /lesson/{lessonId}/conversation), or null.
       * @example y1-physics-1.u1-l1
       */
      lessonId: string | null;
      /**
       * @description Creation (ISO 8601 UTC)
       * @example 2025-01-31T09:30:00.000Z
       */
      createdAt: string;
      /**
       * @description Last activity (ISO 8601 UTC)
       * @example 2025-01-31T09:30:00.000Z
       */
      updatedAt: string;
    };
    Message: {
      /** @example 0195f3a2b4c2000000a1b2c3d4e5 */
      _id: string;
      /** @enum {string} */
      sender: 'user' | 'model';
      /** @description Markdown (math in `$$...$$` or `\(...\)`) for a reply. */
      content: string;
      /** @description Absolute URL of the attached image, or null. */
      image: string | null;
      /**
       * @description When it was sent or written (ISO 8601 UTC)
       * @example 2025-01-31T09:30:00.000Z
       */
      createdAt: string;
      /** @description A reply stopped before its end: `content` is the text so far. */
      stopped?: boolean;
      /**
       * @description A reply action: this message (and its reply) is about `replyTo`.
       * @enum {string}
       */
      action?: 'summarize' | 'examples' | 'explain' | 'translate';
      /** @description The reply a reply action is about. */
      replyTo?: string;
      /**
       * @description Which provider wrote a reply (`offline`: the offline study engine).
       * @enum {string}
       */
      provider?: 'openai' | 'offline';
    };
    RenameConversation: {
      /** @example Chemistry: moles */
      title: string;
    };
    TutorStatus: {
      provider: components['schemas']['ProviderInfo'];
      /** @description The daily message allowance (days are Asia/Riyadh calendar days). */
      allowance: {
        /**
         * @description Messages per day.
         * @example 200
         */
        limit: number;
        /**
         * @description Messages used today.
         * @example 12
         */
        used: number;
        /**
         * @description The next midnight in Riyadh (ISO 8601 UTC), when the count starts again.
         * @example 2025-01-31T21:00:00.000Z
         */
        renewsAt: string;
      };
      /** @description The student’s default hint-first mode (learning preferences). */
      hintFirst: boolean;
      /**
       * @description Largest image a message may carry.
       * @example 5242880
       */
      maxImageBytes: number;
    };
    ProviderInfo: {
      /**
       * @description `offline`: the embedded study engine.
       * @enum {string}
       */
      kind: 'openai' | 'offline';
      /** @example nibras-offline */
      model: string;
    };
    QuizAttemptAnswer: {
      attempt: components['schemas']['QuizAttempt'];
    };
    QuizAttempt: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      _id: string;
      source: components['schemas']['QuizSource'];
      title: components['schemas']['LocalizedText'];
      /** @enum {string} */
      behaviour: 'deferred' | 'interactive';
      certainty: boolean;
      /** @enum {string} */
      status: 'in-progress' | 'submitted';
      /**
       * @description `bank` (a lesson’s questions), `ai` (the AI provider), `offline` (the offline generator).
       * @enum {string}
       */
      generator: 'bank' | 'offline' | 'ai';
      /**
       * @description Generated questions: their language.
       * @enum {string|null}
       */
      language: 'en' | 'ar' | null;
      questions: components['schemas']['QuizQuestion'][];
      /** @description By question id: the answers so far. */
      answers: {
        [key: string]: components['schemas']['QuizAnswer'];
      };
      certainties: {
        [key: string]: 1 | 2 | 3;
      };
      /** @description Interactive mode, by question id. */
      tries: {
        [key: string]: components['schemas']['QuizTries'];
      };
      /**
       * @description Created (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      createdAt: string;
      /**
       * @description Last answer (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      updatedAt: string;
      /**
       * @description Submitted (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      submittedAt: string | null;
      result: components['schemas']['QuizResult'];
    };
    /** @description What the quiz is made from: a lesson’s bank (`lesson`), five questions of it (`lesson-check`: passing, 60 % or more, completes a read lesson), a unit’s written lessons (`unit`), or the student’s own material, generated: a file’s extracted pages, a folder’s (or section’s) files, saved content (optionally one tag), a conversation’s tutor replies. */
    QuizSource:
      | {
          /** @enum {string} */
          kind: 'lesson';
          /** @example y1-physics-1.u1-l1 */
          lessonId: string;
        }
      | {
          /** @enum {string} */
          kind: 'lesson-check';
          lessonId: string;
        }
      | {
          /** @enum {string} */
          kind: 'unit';
          /** @example y1-physics-1 */
          courseId: string;
          /** @example u1 */
          unitId: string;
        }
      | {
          /** @enum {string} */
          kind: 'file';
          fileId: string;
        }
      | {
          /** @enum {string} */
          kind: 'folder';
          folderId: string;
        }
      | {
          /** @enum {string} */
          kind: 'saved';
          tag?: string;
        }
      | {
          /** @enum {string} */
          kind: 'conversation';
          conversationId: string;
        };
    /** @description A question as the student sees it: never its answer. */
    QuizQuestion: {
      /** @example q1 */
      id: string;
      /** @enum {string} */
      type: 'single' | 'multiple' | 'truefalse' | 'numeric' | 'short' | 'matching' | 'ordering';
      prompt: components['schemas']['QuizText'];
      /** @description single, multiple (shuffled). */
      options?: components['schemas']['QuizText'][];
      /** @description ordering (shuffled). */
      items?: components['schemas']['QuizText'][];
      /** @description matching: the left column. */
      left?: components['schemas']['QuizText'][];
      /** @description matching: the right column (shuffled). */
      right?: components['schemas']['QuizText'][];
      unit?: components['schemas']['QuizText'] & unknown;
      /** @description Interactive mode: tries = hintCount + 1. */
      hintCount: number;
      source: components['schemas']['QuizQuestionSource'];
    };
    /** @description Bilingual text `{en, ar}` (a lesson’s bank), or `{text}` in the one language of the student’s material (generated questions). */
    QuizText:
      | components['schemas']['LocalizedText']
      | {
          text: string;
        };
    /** @description Where the question comes from: the review links to it. */
    QuizQuestionSource:
      | {
          /** @enum {string} */
          kind: 'lesson';
          /** @example y1-physics-1.u1-l1 */
          lessonId: string;
          /** @example s2 */
          sectionId: string;
          title: components['schemas']['LocalizedText'] & unknown;
          sectionTitle?: components['schemas']['LocalizedText'] & unknown;
        }
      | {
          /** @enum {string} */
          kind: 'file';
          fileId: string;
          /**
           * @description 1-based page.
           * @example 3
           */
          page: number;
          /** @example Cells.pdf */
          name: string;
        }
      | {
          /** @enum {string} */
          kind: 'saved';
          savedId: string;
          title: string;
        }
      | {
          /** @enum {string} */
          kind: 'conversation';
          conversationId: string;
          title: string;
          messageId?: string;
        };
    /** @description single: the shown option index; multiple: shown option indexes; truefalse: a boolean; numeric: the number as typed (Arabic-Indic digits, `,` or `٫` decimals and the unit accepted); short: text; matching: for each left item, the shown index of its right item; ordering: the shown item indexes in the chosen order. */
    QuizAnswer: number | number[] | boolean | string;
    QuizTries: {
      tries: number;
      maxTries: number;
      hintsShown: number;
      hints: components['schemas']['QuizText'][];
      correct: boolean | null;
    };
    /** @description After submit. */
    QuizResult: {
      score: number;
      maxScore: number;
      /**
       * @description score / maxScore, 0-100.
       * @example 80
       */
      percent: number;
      /** @description Share of right answers ignoring certainty, 0-100. */
      accuracy: number;
      questions: components['schemas']['QuizGradedQuestion'][];
    } | null;
    QuizGradedQuestion: {
      id: string;
      correct: boolean;
      /** @description Share of the mark before certainty, 0..1. */
      fraction: number;
      mark: number;
      maxMark: number;
      answer?: components['schemas']['QuizAnswer'];
      /**
       * @description 1 low, 2 medium, 3 high.
       * @enum {integer}
       */
      certainty?: 1 | 2 | 3;
      /** @description In the shape of an answer (shown indexes); numeric: the number; short: the first accepted answer. */
      rightAnswer:
        | number
        | number[]
        | boolean
        | components['schemas']['LocalizedText']
        | {
            text: string;
          };
      acceptedAnswers?: components['schemas']['QuizText'][];
      tolerance?: number;
      explanation: components['schemas']['QuizText'];
      source: components['schemas']['QuizQuestionSource'];
    };
    NewQuiz: {
      source: components['schemas']['QuizSource'];
      count?: number;
      /**
       * @description `deferred` (default): graded at submit. `interactive`: check each question, with hints; tries = hints + 1, each incorrect try costs 1/tries of the mark.
       * @enum {string}
       */
      behaviour?: 'deferred' | 'interactive';
      /** @description Certainty-based marking: right 1/2/3, wrong 0/-2/-6 for certainty 1/2/3. */
      certainty?: boolean;
    };
    QuizAttemptList: {
      attempts: components['schemas']['QuizAttemptSummary'][];
    };
    QuizAttemptSummary: {
      _id: string;
      source: components['schemas']['QuizSource'];
      title: components['schemas']['LocalizedText'];
      /** @enum {string} */
      behaviour: 'deferred' | 'interactive';
      certainty: boolean;
      /** @enum {string} */
      status: 'in-progress' | 'submitted';
      /** @enum {string} */
      generator: 'bank' | 'offline' | 'ai';
      questionCount: number;
      answeredCount: number;
      /**
       * @description Created (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      createdAt: string;
      /**
       * @description Submitted (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      submittedAt: string | null;
      score: number | null;
      maxScore: number | null;
      percent: number | null;
    };
    QuizAnswerInput: {
      answer: components['schemas']['QuizAnswer'];
      /**
       * @description 1 low, 2 medium, 3 high.
       * @enum {integer}
       */
      certainty?: 1 | 2 | 3;
    };
    QuizCheck: {
      correct: boolean;
      finished: boolean;
      triesLeft: number;
      hint: components['schemas']['QuizText'];
      penalty: number;
      /** @description In the shape of an answer (shown indexes); numeric: the number; short: the first accepted answer. */
      rightAnswer?:
        | number
        | number[]
        | boolean
        | components['schemas']['LocalizedText']
        | {
            text: string;
          };
      explanation?: components['schemas']['QuizText'];
    };
    /** @description Body of every error response. */
    QuizSubmitError: components['schemas']['Error'] & {
      /** @description The questions still unanswered. */
      unanswered?: string[];
    };
    ReviewItemAnswer: {
      reviewItem: components['schemas']['ReviewItem'];
    };
    ReviewItem: {
      _id: string;
      attemptId: string;
      questionId: string;
      /** @description Whether the attempt answered it right. */
      correct: boolean;
      /**
       * @description Saved (ISO 8601 UTC)
       * @example 2025-03-01T08:00:00.000Z
       */
      createdAt: string;
    };
    NewReviewItem: {
      attemptId: string;
      questionId: string;
    };
    ReviewQueue: {
      /** @description Due cards in queue order: learning and relearning, then review (by due date), then new (oldest first). */
      cards: components['schemas']['ReviewCard'][];
      counts: components['schemas']['ReviewCounts'];
      /**
       * @description The earliest time a card not due now becomes due (or the next midnight in Riyadh when new cards wait for tomorrow’s allowance); null when none (ISO 8601 UTC).
       * @example 2025-03-01T08:10:00.000Z
       */
      nextDue: string | null;
    };
    /** @description A spaced-review card (FSRS). */
    ReviewCard: {
      /** @example 0195f3a2b4c10000009f04c2d1aa */
      _id: string;
      /** @description What the card is made from. */
      source: {
        /**
         * @description `saved`: a saved content; `quiz`: a quiz question saved for review.
         * @enum {string}
         */
        kind: 'saved' | 'quiz';
        /** @description The saved content’s or the review item’s id. */
        id: string;
      };
      /**
       * @description Markdown: the saved content’s title, or the question (with its options, items or columns).
       * @example Photosynthesis
       */
      front: string;
      /**
       * @description Markdown: the saved content, or the right answer, the explanation and the question’s source.
       * @example Plants turn light, water and carbon dioxide into glucose and oxygen.
       */
      back: string;
      /**
       * @description The language of the front and back: the student’s main language for a bilingual (bank) question, else the language the text is written in.
       * @enum {string}
       */
      lang?: 'en' | 'ar';
      /** @enum {string} */
      state: 'new' | 'learning' | 'review' | 'relearning';
      /**
       * @description When the card is due (ISO 8601 UTC)
       * @example 2025-03-01T08:10:00.000Z
       */
      due: string;
      /** @description What each rating would schedule: label the buttons with them. */
      intervals: {
        /** @description Milliseconds from now to the due date “again” gives. */
        again: number;
        /** @description Milliseconds from now to the due date “hard” gives. */
        hard: number;
        /** @description Milliseconds from now to the due date “good” gives. */
        good: number;
        /** @description Milliseconds from now to the due date “easy” gives. */
        easy: number;
      };
    };
    ReviewCounts: {
      /**
       * @description Cards to review now: learning + review + new.
       * @example 12
       */
      due: number;
      /**
       * @description New cards to start now (at most 20 a day, Riyadh time).
       * @example 5
       */
      new: number;
      /** @description Due cards in their (re)learning steps. */
      learning: number;
      /** @description Due cards in review. */
      review: number;
      /** @description All the student’s cards. */
      total: number;
    };
    /** @description The graded card with its next schedule, and the new counts. */
    ReviewGrade: {
      card: components['schemas']['ReviewCard'];
      counts: components['schemas']['ReviewCounts'];
    };
    ReviewGradeInput: {
      /** @enum {string} */
      rating: 'again' | 'hard' | 'good' | 'easy';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

/** The settings of a student who never saved any (the spec’s defaults; GET /settings answers them). */
export const DEFAULT_SETTINGS: components['schemas']['Settings'] = {
  accessibility: {
    mainLanguage: 'en',
    textSize: 'medium',
    displayMode: 'system',
    highContrast: false,
    reduceMotion: false,
  },
  notifications: {
    email: true,
    sound: true,
    updates: true,
    quizzes: true,
    lessons: true,
    progress: true,
    achievements: true,
  },
  learningPreferences: { gradeLevel: null, hintFirst: false, leaderboard: 'visible' },
  subscription: { plan: 'free', paid: false, price: 0 },
};
