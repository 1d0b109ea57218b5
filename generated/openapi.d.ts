/**
 * DO NOT EDIT. Generated from openapi.yaml by `npm run gen:api`.
 * A test fails when this file is stale: edit openapi.yaml and run the generator again.
 */

export interface paths {
    "/product-api/get-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the whole catalogue */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-api/get-products/{page}/{limit}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List one page of the catalogue
         * @description The slice `(page-1)*limit … page*limit` of the catalogue. The client uses a page size of 40.
         */
        get: operations["getProductsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-api/get-product-detail/{prod_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one product */
        get: operations["getProductDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-api/get-product/{prod_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one product, answered as `prods`
         * @description The hosted API's second lookup of one product, the one its "product by id" state reads. It
         *     finds the same product as get-product-detail but names the field `prods` (one product, or
         *     null), and its error answers use that name too. The shop itself uses get-product-detail.
         */
        get: operations["getProductById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart-api/get-all-carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the cart */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart-api/add-to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the cart
         * @description The body is the whole product-detail response, nested once more: `{ prod: { prod: Product } }`.
         *     The mock server stores the catalogue's own copy of the product and ignores the price and
         *     content the client sent.
         */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart-api/remove-from-cart/{prod_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a product from the cart */
        delete: operations["removeFromCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an account
         * @description A signup token works at once (no one-time code).
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check email and password
         * @description On the mock server the token becomes usable only once the one-time code for that email is
         *     verified with `verify-otp`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update name and phone
         * @description The hosted API matches the account on email; the mock server acts only on the account of the bearer token.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/delete/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/forget-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password for a forgotten one
         * @description The mock server also asks for `user_data.otp`, a one-time code verified for that email in the
         *     last few minutes, so that only the owner of the address can reset its password. The hosted API
         *     ignores that field.
         */
        put: operations["forgetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-api/change-pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password of the signed-in account */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/otp-api/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a 4-digit one-time code
         * @description On the mock server only an existing account gets a code; any other address gets the same
         *     answer and nothing is sent.
         */
        post: operations["sendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/otp-api/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a one-time code
         * @description A code is used up by a successful check. On the mock server codes expire after 5 minutes and
         *     allow 5 wrong tries, an account allows 10 wrong codes a day, and a code serves one purpose: a
         *     code that signs in cannot reset the password, and the reverse.
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an email (the password-reset link)
         * @description The mock server never relays mail; it delivers it to the local outbox (`GET /dev/outbox`).
         */
        post: operations["sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the local outbox (developers only)
         * @description Every email and one-time code the mock server "sent", newest first. Browsers asking for
         *     `text/html` get a readable page. Only this machine may read it, and no other origin (no CORS).
         */
        get: operations["readOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore the seeded state (developers only)
         * @description Only this machine may call it, and only with a JSON body (`{}`): another web page cannot send
         *     `Content-Type: application/json` without a CORS preflight, which developer routes refuse.
         */
        post: operations["resetState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the last API calls (developers only)
         * @description The request journal: the last JOURNAL_SIZE (default 500) API calls, newest first, answered by the
         *     mock or forwarded to UPSTREAM_URL. Dev routes, files and docs are not listed. Tests use it to
         *     assert what a client called.
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        /**
         * Empty the request journal (developers only)
         * @description With `?session=`, forgets only that session's calls, so parallel workers do not clear each other's.
         */
        delete: operations["clearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the server's clock (developers only)
         * @description With X-Mock-Session, that sandbox's clock and how far it was moved on top of the server's.
         */
        get: operations["readClock"];
        put?: never;
        /**
         * Move the server's clock forward (developers only)
         * @description Code, token, session and rate-limit expiry all read this clock, so a test moves it past a window
         *     (the 30 s between two codes) instead of waiting. It moves forward only, at most 400 days in all
         *     (past that a 400), until the server stops: POST /dev/reset does not move it back. Without
         *     X-Mock-Session it moves the whole server (every sandbox and rate-limit window); with it, only that
         *     sandbox's clock (its codes, sessions, orders and outbox; rate-limit windows are the server's).
         *     Only this machine may call it, and only with a JSON body.
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the upstream differs from openapi.yaml (developers only)
         * @description With UPSTREAM_URL set, every forwarded request and every upstream answer is checked against this
         *     contract; each mismatch is listed here once, with a count. Browsers asking for `text/html` get a
         *     readable page. `curl -s localhost:8080/dev/drift > drift.json` saves it (e.g. as a CI artifact).
         */
        get: operations["readDrift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-api/pincode/{pincode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check delivery to a pincode (mock server only)
         * @description Where the pincode is (India Post's directory), whether the warehouse delivers there, by when,
         *     and whether Cash on Delivery is offered. The hosted API has no such call.
         */
        get: operations["checkPincode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's orders (mock server only) */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place an order from the cart (mock server only)
         * @description Every line must be in the account's cart; the server prices them from the catalogue, adds the
         *     Cash on Delivery fee (getCheckoutTerms) to a COD order, and refuses when the total differs from
         *     `expectedTotal`. On success the ordered products leave the cart. A key sent again answers the
         *     order it placed (200), never a second one, whatever the cart holds by then (a retry after a
         *     lost answer finds the cart already emptied).
         *
         *     A UPI order is placed with its payment `pending` (and, for the intent flow, its `upi://pay`
         *     link): poll getOrder until `payment.state` settles. The mock settles it by itself
         *     UPI_SETTLE_MS after placement (default 4 s, `paid`); a failed or expired payment cancels the
         *     order, charges nothing and puts its products back in the cart. `Prefer: payment=failed` makes
         *     it fail at that moment, `Prefer: payment=expired` leaves it pending until it expires 5 minutes
         *     after placement on the mock's clock (POST /dev/clock moves it), `Prefer: payment=paid` is the
         *     default; POST /dev/payments/{order_id} settles one at once. `Prefer: payment=declined` refuses
         *     the UPI payment at placement (402), for trying the decline path.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-api/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of the signed-in shopper (mock server only)
         * @description The order now: its status and history on the mock's clock, and its payment's state. A shop
         *     waiting for a UPI payment polls it until `payment.state` is no longer `pending`.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-api/orders/{order_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order before it ships (mock server only)
         * @description While the order is `ordered` or `packed`. A paid UPI order is refunded (`payment.state`
         *     `refunded`, said in `msg`); a COD order has nothing to refund. Cancelling a cancelled order
         *     answers it again (a retry after a lost answer). The body is an empty JSON object (`{}`).
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-api/orders/{order_id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's tax invoice (mock server only)
         * @description GST-inclusive line prices with the tax shown, the seller's name, GSTIN and address (the mock's
         *     configuration), the shopper's delivery address, and the order reference. Rates and rounding:
         *     docs/decisions/031.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-api/checkout-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Cash on Delivery fee and limit, and who UPI pays (mock server only) */
        get: operations["getCheckoutTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/payments/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending UPI payment now (developers only)
         * @description Makes the pending UPI payment of an order (of any account in this store or X-Mock-Session
         *     sandbox) `paid`, `failed` or `expired` at once, as the bank would. A failed or expired payment
         *     cancels the order and puts its products back in the cart. Only this machine may call it, and
         *     only with a JSON body.
         */
        post: operations["settlePayment"];
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
        /** @description A 24-hex MongoDB id. */
        ObjectId: string;
        /** @description Display strings in Indian grouping with the rupee sign. */
        Price: {
            /**
             * @example ₹14,993
             * @example ₹1,29,999
             */
            sell_price: string;
            /** @example ₹33,690 */
            org_price: string;
            /** @example 55% off */
            discount: string;
        };
        ProductContent: {
            /** @description Display title, often cut at about 55 characters with a trailing "...". */
            title: string;
            /** @description Colour or variant line. */
            clrTitle: string;
            price: components["schemas"]["Price"];
            /** @description Offer labels (missing on some hosted products). */
            other?: string[];
        };
        Specification: {
            name: string;
            value: string;
        };
        /** @description The values the listing filters use (mock catalogue only). */
        ProductAttributes: {
            /** @example 8 GB */
            ram?: string;
            /** @example 128 GB */
            storage?: string;
            /** @example 5000 mAh */
            battery?: string;
            /** @example 6.5 inch */
            screenSize?: string;
            /** @example 50 MP */
            camera?: string;
        };
        /**
         * @description A product as the hosted API stores it (`_id`, `url`, `content`, `__v`). The other fields are
         *     added by our catalogue only and are optional: the client renders well without them.
         * @example {
         *       "_id": "baac33b7c26893fcad35e0d5",
         *       "url": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
         *       "content": {
         *         "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
         *         "clrTitle": "Black",
         *         "price": {
         *           "sell_price": "₹14,993",
         *           "org_price": "₹33,690",
         *           "discount": "55% off"
         *         },
         *         "other": [
         *           "Bank Offer"
         *         ]
         *       },
         *       "__v": 0
         *     }
         */
        Product: {
            _id: components["schemas"]["ObjectId"];
            /**
             * Format: uri
             * @description The product image URL, absolute as on the hosted API. The mock server builds it from
             *     `PUBLIC_BASE_URL`, or else from the host the request came to (`Host`, `X-Forwarded-Proto`
             *     from a proxy trusted with `TRUST_PROXY`, and `X-Forwarded-Host` from it only with
             *     `TRUST_FORWARDED_HOST`); such an answer is then `Cache-Control: private`.
             */
            url: string;
            content: components["schemas"]["ProductContent"];
            __v: number;
            /** @example Mobiles & Tablets */
            category?: string;
            /** @example Omex */
            brand?: string;
            rating?: number;
            ratingCount?: number;
            /** @description Every picture of the product (mock catalogue only), absolute URLs like `url`. */
            images?: string[];
            highlights?: string[];
            specifications?: components["schemas"]["Specification"][];
            description?: string;
            seller?: string;
            attributes?: components["schemas"]["ProductAttributes"];
            /**
             * Format: date-time
             * @description When the product was listed (for "Newest First").
             */
            createdAt?: string;
        };
        /**
         * @description A list answer. Our mock server lists each product without the detail-only fields (`images`,
         *     `highlights`, `specifications`, `description`), which get-product-detail and the cart carry.
         */
        ProductList: {
            prod: components["schemas"]["Product"][];
        };
        ProductDetail: {
            /** @description The product, or null when there is no such product. */
            prod: components["schemas"]["Product"] | null;
        };
        ProductErrorBody: {
            prod: null;
            msg: string;
        };
        /** @description The hosted API's second lookup names its one product `prods`. */
        ProductById: {
            /** @description The product, or null when there is no such product. */
            prods: components["schemas"]["Product"] | null;
        };
        ProductByIdErrorBody: {
            prods: null;
            msg: string;
        };
        /** @description `{ status: true, prods }`, or `{ status: false, msg }`. */
        Cart: {
            status: boolean;
            prods?: components["schemas"]["Product"][];
            msg?: string;
        };
        StatusMessage: {
            status: boolean;
            msg: string;
        };
        Message: {
            msg: string;
        };
        User: {
            _id?: components["schemas"]["ObjectId"];
            firstname: string;
            lastname: string;
            phone: string;
            email: string;
        };
        /** @description `status`, `msg`, and on success `token` and `user`. */
        AuthResult: {
            status: boolean;
            msg: string;
            token?: string;
            user?: components["schemas"]["User"];
        };
        AddToCartRequest: {
            prod: {
                prod: components["schemas"]["Product"];
            };
        };
        SignupRequest: {
            user_data: {
                firstname: string;
                lastname: string;
                username: string;
                email: string;
                password: string;
                phone: string;
            };
        };
        LoginRequest: {
            user_data: {
                email: string;
                password: string;
            };
        };
        UpdateUserRequest: {
            user_data: {
                firstname: string;
                lastname: string;
                phone: string;
                email?: string;
            };
        };
        ForgetPasswordRequest: {
            user_data: {
                email: string;
                newPassword: string;
                confirmPassword: string;
                /** @description The one-time code sent to that email (mock server; the hosted API ignores it). */
                otp?: string;
            };
        };
        ChangePasswordRequest: {
            user_data: {
                email: string;
                oldPassword: string;
                newPassword: string;
                confirmPassword: string;
            };
        };
        SendOtpRequest: {
            /** Format: email */
            email: string;
        };
        VerifyOtpRequest: {
            /** Format: email */
            email: string;
            /** @description The code the shopper typed. */
            otp: string;
        };
        /** @description `success`, with a `message` (or an `error` on a hosted send failure). */
        OtpResult: {
            success: boolean;
            message?: string;
            error?: string;
        };
        SendEmailRequest: {
            options: {
                /** Format: email */
                to: string;
                subject: string;
                /** @description The body, as HTML. */
                msg: string;
            };
        };
        OutboxMessage: {
            to: string;
            subject: string;
            /** @description The message as plain text. */
            body: string;
            /** Format: date-time */
            sentAt: string;
            /**
             * @description `server`: written by the mock server itself (one-time codes). `send-email`: a client asked POST /send-email to send it; anyone may, so such a message proves nothing (a code in it is not one the server sent).
             * @enum {string}
             */
            sentBy?: "server" | "send-email";
        };
        Outbox: {
            messages: components["schemas"]["OutboxMessage"][];
        };
        /** @description One API call. Never a body, a token, a password or a code. */
        JournalEntry: {
            /**
             * Format: date-time
             * @description When the answer was sent.
             */
            time: string;
            /** @description The openapi.yaml operation, or null for a path the contract does not have. */
            operationId: string | null;
            method: string;
            /** @description Path and query, as called, with every query value `[redacted]` (the names kept), cut at 2,048 characters (then ending in `…[cut]`). */
            path: string;
            status: number;
            durationMs: number;
            /** @description The X-Mock-Session of the call, or null. */
            session: string | null;
            /**
             * @description Who answered: the mock, the upstream (UPSTREAM_URL), the mock because the upstream could not (UPSTREAM_FALLBACK=mock), the proxy itself (a 502 or 504 when the upstream failed), or a recording (REPLAY_FROM).
             * @enum {string}
             */
            answeredBy: "mock" | "upstream" | "mock-fallback" | "proxy" | "replay";
            /** @description A few request headers (content-type, accept, origin, prefer, user-agent, authorization); authorization shows only a known scheme: `Bearer [redacted]`, else `[redacted]`. */
            headers: {
                [key: string]: string;
            };
        };
        Journal: {
            /** @description Newest first. */
            requests: components["schemas"]["JournalEntry"][];
            /** @description How many calls the journal keeps (JOURNAL_SIZE); older ones are dropped. */
            capacity: number;
        };
        /** @description One way the upstream (or a caller) differs from openapi.yaml, counted each time it is seen. Holds kinds ("string", "missing"), never values. */
        DriftRecord: {
            /** @description null when no operation of openapi.yaml has this method and path. */
            operationId: string | null;
            method: string;
            /** @description The path as openapi.yaml spells it (`/user-api/delete/{user_id}`), or, when the contract has no such path, only its first segment (`/product-api/*`): the rest could hold a secret. */
            path: string;
            /**
             * @description A request the proxy forwarded, or the upstream's answer.
             * @enum {string}
             */
            direction: "request" | "response";
            /** @description The upstream's status (null for a request). */
            status: number | null;
            /**
             * @description The part of the call that drifted.
             * @enum {string}
             */
            in: "operation" | "status" | "media type" | "path" | "body";
            /** @description JSON pointer into that part, e.g. `/prod/0/content/price/sell_price` ("" for all of it). */
            pointer: string;
            /** @description What openapi.yaml says. */
            expected: string;
            /** @description What came instead, as a kind: `integer`, `missing`, `present (string)`, a status code. */
            actual: string;
            count: number;
            /** Format: date-time */
            firstSeen: string;
            /** Format: date-time */
            lastSeen: string;
        };
        DevClock: {
            /**
             * Format: date-time
             * @description The server's time: the machine's clock plus offsetMs.
             */
            now: string;
            /** @description How far POST /dev/clock has moved the clock ahead of the machine's, in milliseconds. */
            offsetMs: number;
        };
        DriftReport: {
            /** @description The UPSTREAM_URL being checked, or null when the server is not a proxy. */
            upstream: string | null;
            /** @description Mismatches seen, counting repeats. */
            total: number;
            /** @description Different mismatches kept in `drifts`. */
            distinct: number;
            /** @description Mismatches not kept because the list was full (1,000 distinct; unknown paths may take 100 and requests 400 of them, so answers always have room), counting repeats. */
            dropped: number;
            /** @description Most recently seen first. */
            drifts: components["schemas"]["DriftRecord"][];
        };
        /** @description An Indian postal index number (six digits, never starting with 0). */
        Pincode: string;
        /** @description Where a pincode is, from India Post's directory. */
        Place: {
            /** @example Bangalore G.P.O. */
            office: string;
            /** @example Bengaluru */
            district: string;
            /** @example Karnataka */
            state: string;
        };
        /**
         * @description Whether the mock server's warehouse delivers to a pincode, by when, and whether Cash on Delivery
         *     is offered there (docs/decisions/018-checkout-on-the-mock.md states the rules).
         * @example {
         *       "status": true,
         *       "pincode": "560001",
         *       "place": {
         *         "office": "Bangalore G.P.O.",
         *         "district": "Bengaluru",
         *         "state": "Karnataka"
         *       },
         *       "serviceable": true,
         *       "deliveryDate": "2026-11-23",
         *       "distanceKm": 17,
         *       "codAvailable": true,
         *       "codLimit": 50000
         *     }
         */
        PincodeCheck: {
            /** @constant */
            status: true;
            pincode: components["schemas"]["Pincode"];
            place: components["schemas"]["Place"];
            serviceable: boolean;
            /**
             * Format: date
             * @description Only when serviceable: the day an order placed now arrives.
             */
            deliveryDate?: string;
            /** @description Only when serviceable: great-circle distance from the warehouse. */
            distanceKm?: number;
            /** @description Cash on Delivery is offered at this pincode (orders up to codLimit). */
            codAvailable: boolean;
            /** @description The largest order total (rupees) Cash on Delivery accepts. */
            codLimit: number;
            /** @description Why an order cannot go there, when it cannot. */
            msg?: string;
        };
        DeliveryAddress: {
            name: string;
            phone: string;
            pincode: components["schemas"]["Pincode"];
            locality?: string;
            address: string;
            city: string;
            state: string;
        };
        /** @description A UPI ID (virtual payment address), such as `name@bank`. */
        UpiId: string;
        /**
         * @description How the shopper pays (mock server). Cash on Delivery; or UPI, either by a UPI ID the shop sends
         *     a collect request to (`upiId`, the flow when `flow` is left out), or by the shopper's own UPI
         *     app opening the order's `upi://pay` link or scanning it as a QR code (`flow: intent`). A UPI
         *     payment is `pending` until it settles (the order's `payment.state`, docs/decisions/031).
         *     `Prefer: payment=declined` refuses a UPI payment at once (402, nothing ordered).
         */
        Payment: {
            /** @constant */
            method: "cod";
        } | {
            /** @constant */
            method: "upi";
            upiId: components["schemas"]["UpiId"];
            /**
             * @description A collect request to `upiId` (the default).
             * @constant
             */
            flow?: "collect";
        } | {
            /** @constant */
            method: "upi";
            /**
             * @description The shopper pays from their own UPI app, through the order's `payment.upiIntent` link (or its QR code).
             * @constant
             */
            flow: "intent";
        };
        OrderLineRequest: {
            productId: components["schemas"]["ObjectId"];
            quantity: number;
            /** @description A one-year extended warranty at ₹399 a unit. */
            warranty?: boolean;
        };
        PlaceOrderRequest: {
            /**
             * @description Made once per checkout by the client. Sending the same key again (a double click, a retry
             *     after a lost answer) answers the order already placed with it, never a second order,
             *     whatever the request and the cart hold by then.
             */
            idempotencyKey: string;
            lines: components["schemas"]["OrderLineRequest"][];
            address: components["schemas"]["DeliveryAddress"];
            payment: components["schemas"]["Payment"];
            /**
             * @description The total, in rupees, the shopper saw: the lines, plus the Cash on Delivery fee when paying
             *     by COD (getCheckoutTerms). The server prices the order itself and refuses when they differ.
             */
            expectedTotal: number;
        };
        OrderLine: {
            productId: components["schemas"]["ObjectId"];
            title: string;
            /** Format: uri */
            image: string;
            /** @description Rupees: the catalogue's selling price when the order was placed. */
            unitPrice: number;
            quantity: number;
            warranty: boolean;
            lineTotal: number;
        };
        /**
         * @description Where the order is. It follows the mock's clock from the order's placement (docs/decisions/031):
         *     ordered, packed 4 hours later, shipped a day later, out for delivery at 08:00 on the delivery
         *     date and delivered at 18:00 (India's time); `cancelled` when the shopper cancelled it or its UPI
         *     payment failed or expired. An order whose UPI payment is pending stays `ordered`.
         * @enum {string}
         */
        OrderStatus: "ordered" | "packed" | "shipped" | "out-for-delivery" | "delivered" | "cancelled";
        StatusStep: {
            status: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            at: string;
        };
        /**
         * @description `pending`: a UPI payment waits for the bank (at most 5 minutes, then `expired`); `paid`;
         *     `failed` or `expired`: nothing was charged, the order is cancelled and its products are back
         *     in the cart; `refunded`: a paid order the shopper cancelled; `cod`: paid in cash on delivery.
         * @enum {string}
         */
        PaymentState: "pending" | "paid" | "failed" | "expired" | "refunded" | "cod";
        OrderPayment: {
            /** @enum {string} */
            method: "cod" | "upi";
            upiId?: components["schemas"]["UpiId"];
            /**
             * @description UPI only: how the shopper pays.
             * @enum {string}
             */
            flow?: "collect" | "intent";
            state: components["schemas"]["PaymentState"];
            /**
             * @description While a UPI payment is pending: the link a UPI app opens (as a QR code on a wide screen),
             *     `upi://pay?pa=<the shop's VPA>&pn=<payee name>&am=<total, two decimals>&cu=INR&tr=<order id>&tn=<note>`.
             */
            upiIntent?: string;
            /**
             * Format: date-time
             * @description While a UPI payment is pending: when it expires.
             */
            expiresAt?: string;
            /**
             * Format: date-time
             * @description When a UPI payment was paid, failed or expired, or a paid order refunded.
             */
            settledAt?: string;
        };
        /**
         * @example {
         *       "id": "OD100000000000000001",
         *       "placedAt": "2026-11-21T10:00:00.000Z",
         *       "status": "packed",
         *       "history": [
         *         {
         *           "status": "ordered",
         *           "at": "2026-11-21T10:00:00.000Z"
         *         },
         *         {
         *           "status": "packed",
         *           "at": "2026-11-21T14:00:00.000Z"
         *         }
         *       ],
         *       "lines": [
         *         {
         *           "productId": "baac33b7c26893fcad35e0d5",
         *           "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
         *           "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
         *           "unitPrice": 14993,
         *           "quantity": 1,
         *           "warranty": false,
         *           "lineTotal": 14993
         *         }
         *       ],
         *       "codFee": 0,
         *       "total": 14993,
         *       "address": {
         *         "name": "Asha Rao",
         *         "phone": "9876543210",
         *         "pincode": "560001",
         *         "address": "1 MG Road",
         *         "city": "Bengaluru",
         *         "state": "Karnataka"
         *       },
         *       "place": {
         *         "office": "Bangalore G.P.O.",
         *         "district": "Bengaluru",
         *         "state": "Karnataka"
         *       },
         *       "payment": {
         *         "method": "upi",
         *         "flow": "intent",
         *         "state": "paid",
         *         "settledAt": "2026-11-21T10:00:04.000Z"
         *       },
         *       "deliveryDate": "2026-11-23"
         *     }
         */
        Order: {
            /** @description The order's reference, also the UPI transaction reference (`tr`) and on its invoice. */
            id: string;
            /** Format: date-time */
            placedAt: string;
            status: components["schemas"]["OrderStatus"];
            /** @description The steps the order has reached, oldest first, each with when. */
            history: components["schemas"]["StatusStep"][];
            lines: components["schemas"]["OrderLine"][];
            /** @description Rupees: the Cash on Delivery fee, 0 otherwise. */
            codFee: number;
            /** @description Rupees: the lines and the COD fee. */
            total: number;
            address: components["schemas"]["DeliveryAddress"];
            place: components["schemas"]["Place"];
            payment: components["schemas"]["OrderPayment"];
            /** Format: date */
            deliveryDate: string;
        };
        OrderResult: {
            /** @constant */
            status: true;
            order: components["schemas"]["Order"];
        };
        OrderList: {
            /** @constant */
            status: true;
            /** @description Newest first. */
            orders: components["schemas"]["Order"][];
        };
        /**
         * @description How the mock shop takes payment, from its configuration (mock-server/README.md): what a shop
         *     needs to show the Cash on Delivery fee before the shopper chooses, and to build nothing itself
         *     for UPI (each order carries its own `upi://pay` link).
         * @example {
         *       "status": true,
         *       "cod": {
         *         "fee": 10,
         *         "feeBelow": 500,
         *         "max": 50000
         *       },
         *       "upi": {
         *         "payeeVpa": "rupeestorefront@upi",
         *         "payeeName": "Rupee Storefront",
         *         "pendingMinutes": 5
         *       }
         *     }
         */
        CheckoutTerms: {
            /** @constant */
            status: true;
            cod: {
                /** @description Rupees added to an order paid by COD whose lines total less than feeBelow. */
                fee: number;
                /** @description Rupees: lines totalling this or more pay no COD fee. */
                feeBelow: number;
                /** @description Rupees: COD is not offered when the lines total more (also PincodeCheck.codLimit). */
                max: number;
            };
            upi: {
                payeeVpa: components["schemas"]["UpiId"];
                payeeName: string;
                /** @description How long a UPI payment may stay pending before it expires. */
                pendingMinutes: number;
            };
        };
        CancelResult: {
            /** @constant */
            status: true;
            order: components["schemas"]["Order"];
            /** @description What happens now, with the refund for an order paid by UPI. */
            msg: string;
        };
        InvoiceParty: {
            name: string;
            /** @description The seller only: its GST identification number. */
            gstin?: string;
            /** @description One line: street, city, pincode. */
            address: string;
            /** @description Decides the tax: the same state for seller and shopper is CGST and SGST, else IGST. */
            state: string;
        };
        /**
         * @description Amounts in paise. `pricePaise` includes GST; `taxablePaise` = round(price × 100 / (100 + rate))
         *     and `gstPaise` = price − taxable, so each line adds up exactly.
         */
        InvoiceLine: {
            description: string;
            productId?: components["schemas"]["ObjectId"];
            quantity: number;
            /**
             * @description Per cent (docs/decisions/031).
             * @enum {integer}
             */
            gstRate: 5 | 18;
            pricePaise: number;
            taxablePaise: number;
            gstPaise: number;
        };
        /** @description A tax invoice for an order, GST-inclusive prices with the tax shown (amounts in paise). */
        Invoice: {
            number: string;
            /** Format: date */
            date: string;
            orderId: string;
            seller: components["schemas"]["InvoiceParty"];
            buyer: components["schemas"]["InvoiceParty"];
            /** @description The delivery pincode's state. */
            placeOfSupply: string;
            lines: components["schemas"]["InvoiceLine"][];
            /** @description Sums of the lines; `pricePaise` is the order's total × 100, and `cgstPaise` + `sgstPaise` + `igstPaise` = `gstPaise`. */
            totals: {
                pricePaise: number;
                taxablePaise: number;
                gstPaise: number;
                cgstPaise: number;
                sgstPaise: number;
                igstPaise: number;
            };
        };
        InvoiceResult: {
            /** @constant */
            status: true;
            invoice: components["schemas"]["Invoice"];
        };
    };
    responses: {
        /** @description A malformed id or page (mock server). */
        ProductBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "prod": null,
                 *       "msg": "Invalid product id"
                 *     }
                 */
                "application/json": components["schemas"]["ProductErrorBody"];
            };
        };
        /** @description Any other failure. */
        ProductError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "prod": null,
                 *       "msg": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["ProductErrorBody"];
            };
        };
        /** @description A malformed id (mock server). */
        ProductByIdBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "prods": null,
                 *       "msg": "params/prod_id must be a 24-character hex id"
                 *     }
                 */
                "application/json": components["schemas"]["ProductByIdErrorBody"];
            };
        };
        /** @description Any other failure. */
        ProductByIdError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "prods": null,
                 *       "msg": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["ProductByIdErrorBody"];
            };
        };
        /** @description A malformed body, id or field (mock server). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "body/user_data must have required property 'email'"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description No token, an expired token, or a login token whose one-time code is not verified yet (mock server). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Please log in again"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description The token belongs to another account (mock server). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "You can only delete your own account"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /**
         * @description Developer routes answer only this machine (loopback, or the `DEV_ROUTES_FROM` addresses), and
         *     only under `localhost` or an IP address as the Host (mock server).
         */
        DevForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Developer routes answer only this machine. Set DEV_ROUTES_FROM to allow other addresses."
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description No such product in the catalogue or in the cart (mock server). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Product is not in the cart"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description Too many attempts; try again later (mock server). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Too many attempts. Please try again in a minute."
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description A developer route that changes state was not sent as JSON (mock server). */
        DevNotJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Send this request with Content-Type: application/json (for example the body {}), which other web pages cannot send."
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description Developer routes are switched off (DEV_ROUTES=false). */
        DevRoutesOff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description The account has no order with this id. */
        NoSuchOrder: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "No such order"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description Any other failure. */
        StatusError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": false,
                 *       "msg": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["StatusMessage"];
            };
        };
        /** @description A malformed body (mock server). */
        MessageBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "msg": "body/user_data must have required property 'email'"
                 *     }
                 */
                "application/json": components["schemas"]["Message"];
            };
        };
        /** @description No token or an expired token (mock server). */
        MessageUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "msg": "Please log in again"
                 *     }
                 */
                "application/json": components["schemas"]["Message"];
            };
        };
        /** @description Too many attempts (mock server). */
        MessageTooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "msg": "Too many attempts. Please try again in a minute."
                 *     }
                 */
                "application/json": components["schemas"]["Message"];
            };
        };
        /** @description A server failure. */
        MessageError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "msg": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["Message"];
            };
        };
        /** @description A malformed body (mock server). */
        OtpBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "body/email must match format \"email\""
                 *     }
                 */
                "application/json": components["schemas"]["OtpResult"];
            };
        };
        /** @description The `X-Login-Token` names no pending login of this email, or it expired (mock server). */
        OtpUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "This sign-in has expired. Please log in again."
                 *     }
                 */
                "application/json": components["schemas"]["OtpResult"];
            };
        };
        /**
         * @description Too many codes or tries; try again later (mock server). Past 10 wrong codes in 24 hours from
         *     one client, no code of the account verifies for it until the day is over. The code sent without
         *     X-Login-Token (a reset's) is also bounded per account from every client together, 10 sent and
         *     25 wrong guesses a day; past that the message says to sign in with the password, whose code
         *     (sent with X-Login-Token) is not affected.
         */
        OtpTooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Too many attempts. Please try again in a minute."
                 *     }
                 */
                "application/json": components["schemas"]["OtpResult"];
            };
        };
        /** @description A server failure. */
        OtpError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["OtpResult"];
            };
        };
    };
    parameters: {
        /**
         * @description The token `login` answered, while its one-time code is pending (mock server; the hosted API
         *     ignores it). A code sent with it unlocks that login only; without it, `verify-otp` unlocks only
         *     the latest pending login of the account from the same client address. A pending login lives
         *     10 minutes.
         */
        LoginToken: string;
        /**
         * @description A 24-hex product id.
         * @example baac33b7c26893fcad35e0d5
         */
        ProdId: components["schemas"]["ObjectId"];
        /**
         * @description An order of the signed-in shopper (`OD` and 18 digits).
         * @example OD100000000000000001
         */
        OrderId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "prod": [
                     *         {
                     *           "_id": "baac33b7c26893fcad35e0d5",
                     *           "url": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *           "content": {
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "clrTitle": "Black",
                     *             "price": {
                     *               "sell_price": "₹14,993",
                     *               "org_price": "₹33,690",
                     *               "discount": "55% off"
                     *             },
                     *             "other": [
                     *               "Bank Offer"
                     *             ]
                     *           },
                     *           "__v": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            default: components["responses"]["ProductError"];
        };
    };
    getProductsPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 1-based page number.
                 * @example 1
                 */
                page: number;
                /**
                 * @description Page size.
                 * @example 40
                 */
                limit: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products of that page (an empty list past the end). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "prod": [
                     *         {
                     *           "_id": "baac33b7c26893fcad35e0d5",
                     *           "url": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *           "content": {
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "clrTitle": "Black",
                     *             "price": {
                     *               "sell_price": "₹14,993",
                     *               "org_price": "₹33,690",
                     *               "discount": "55% off"
                     *             },
                     *             "other": [
                     *               "Bank Offer"
                     *             ]
                     *           },
                     *           "__v": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["ProductBadRequest"];
            default: components["responses"]["ProductError"];
        };
    };
    getProductDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A 24-hex product id.
                 * @example baac33b7c26893fcad35e0d5
                 */
                prod_id: components["parameters"]["ProdId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, or `{ prod: null }` when there is no such product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDetail"];
                };
            };
            400: components["responses"]["ProductBadRequest"];
            default: components["responses"]["ProductError"];
        };
    };
    getProductById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A 24-hex product id.
                 * @example baac33b7c26893fcad35e0d5
                 */
                prod_id: components["parameters"]["ProdId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, or `{ prods: null }` when there is no such product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductById"];
                };
            };
            400: components["responses"]["ProductByIdBadRequest"];
            default: components["responses"]["ProductByIdError"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart, or `status false` with a message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["StatusError"];
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prod": {
                 *         "prod": {
                 *           "_id": "baac33b7c26893fcad35e0d5",
                 *           "url": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                 *           "content": {
                 *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                 *             "clrTitle": "Black",
                 *             "price": {
                 *               "sell_price": "₹14,993",
                 *               "org_price": "₹33,690",
                 *               "discount": "55% off"
                 *             },
                 *             "other": [
                 *               "Bank Offer"
                 *             ]
                 *           },
                 *           "__v": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AddToCartRequest"];
            };
        };
        responses: {
            /** @description Added, already in the cart, or `status false` with a message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["StatusError"];
        };
    };
    removeFromCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A 24-hex product id.
                 * @example baac33b7c26893fcad35e0d5
                 */
                prod_id: components["parameters"]["ProdId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "msg": "Successfull removed..."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["StatusError"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_data": {
                 *         "firstname": "Asha",
                 *         "lastname": "Verma",
                 *         "username": "asha",
                 *         "email": "asha@example.com",
                 *         "password": "s3cret-pass",
                 *         "phone": "9876543210"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Registered, or `status false` for missing fields, an email already taken or another error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["StatusError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_data": {
                 *         "email": "asha@example.com",
                 *         "password": "s3cret-pass"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Credentials accepted, or `status false` with a message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["StatusError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_data": {
                 *         "firstname": "Asha",
                 *         "lastname": "Rao",
                 *         "phone": "9876543210",
                 *         "email": "asha@example.com"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description Updated, or `status false` with a message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "msg": "User Update"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["StatusError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's `_id`.
                 * @example 64f1c2a9b7e4d3c2a1f0e9d8
                 */
                user_id: components["schemas"]["ObjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "msg": "Account Deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["StatusError"];
        };
    };
    forgetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_data": {
                 *         "email": "asha@example.com",
                 *         "newPassword": "n3w-pass",
                 *         "confirmPassword": "n3w-pass",
                 *         "otp": "4821"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ForgetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "msg": "User Password Changed..."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A form problem (the hosted API answers these with 201). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["MessageBadRequest"];
            429: components["responses"]["MessageTooManyRequests"];
            500: components["responses"]["MessageError"];
            default: components["responses"]["MessageError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_data": {
                 *         "email": "asha@example.com",
                 *         "oldPassword": "s3cret-pass",
                 *         "newPassword": "n3w-pass",
                 *         "confirmPassword": "n3w-pass"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "msg": "User Password Changed..."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description A form problem (the hosted API answers these with 201). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["MessageBadRequest"];
            401: components["responses"]["MessageUnauthorized"];
            429: components["responses"]["MessageTooManyRequests"];
            default: components["responses"]["MessageError"];
        };
    };
    sendOtp: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The token `login` answered, while its one-time code is pending (mock server; the hosted API
                 *     ignores it). A code sent with it unlocks that login only; without it, `verify-otp` unlocks only
                 *     the latest pending login of the account from the same client address. A pending login lives
                 *     10 minutes.
                 */
                "X-Login-Token"?: components["parameters"]["LoginToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "asha@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SendOtpRequest"];
            };
        };
        responses: {
            /** @description The code was sent (subject "Your OTP"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "OTP has been send at asha@example.com"
                     *     }
                     */
                    "application/json": components["schemas"]["OtpResult"];
                };
            };
            400: components["responses"]["OtpBadRequest"];
            401: components["responses"]["OtpUnauthorized"];
            429: components["responses"]["OtpTooManyRequests"];
            /** @description Sending failed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Could not send the code"
                     *     }
                     */
                    "application/json": components["schemas"]["OtpResult"];
                };
            };
            default: components["responses"]["OtpError"];
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The token `login` answered, while its one-time code is pending (mock server; the hosted API
                 *     ignores it). A code sent with it unlocks that login only; without it, `verify-otp` unlocks only
                 *     the latest pending login of the account from the same client address. A pending login lives
                 *     10 minutes.
                 */
                "X-Login-Token"?: components["parameters"]["LoginToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "asha@example.com",
                 *       "otp": "4821"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyOtpRequest"];
            };
        };
        responses: {
            /** @description Verified, or `success false` for a wrong code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OtpResult"];
                };
            };
            400: components["responses"]["OtpBadRequest"];
            401: components["responses"]["OtpUnauthorized"];
            429: components["responses"]["OtpTooManyRequests"];
            500: components["responses"]["OtpError"];
            default: components["responses"]["OtpError"];
        };
    };
    sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "options": {
                 *         "to": "asha@example.com",
                 *         "subject": "Reset your password",
                 *         "msg": "<a href=\"http://localhost:8080/reset-password\">Reset your password</a>"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SendEmailRequest"];
            };
        };
        responses: {
            /** @description Sent, or `status false`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "msg": "Please Check you email..."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["StatusError"];
        };
    };
    readOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "messages": [
                     *         {
                     *           "to": "asha@example.com",
                     *           "subject": "Your OTP",
                     *           "body": "Your one-time code is 4821. It expires in 5 minutes.",
                     *           "sentAt": "2026-11-21T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Outbox"];
                    /** @example <!doctype html><title>Outbox</title> */
                    "text/html": string;
                };
            };
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            default: components["responses"]["StatusError"];
        };
    };
    resetState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Users, carts, codes, limits and the outbox are back to their seeded state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "msg": "State reset"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            415: components["responses"]["DevNotJson"];
            default: components["responses"]["StatusError"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only calls of this operationId. */
                operation?: string;
                /** @description Only calls made with this X-Mock-Session. */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "capacity": 500,
                     *       "requests": [
                     *         {
                     *           "time": "2026-11-21T10:00:00.000Z",
                     *           "operationId": "getCart",
                     *           "method": "GET",
                     *           "path": "/cart-api/get-all-carts",
                     *           "status": 200,
                     *           "durationMs": 1.2,
                     *           "session": "worker-1",
                     *           "answeredBy": "mock",
                     *           "headers": {
                     *             "authorization": "Bearer [redacted]",
                     *             "accept": "application/json"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Journal"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            default: components["responses"]["StatusError"];
        };
    };
    clearRequests: {
        parameters: {
            query?: {
                /** @description Only forget the calls made with this X-Mock-Session. */
                session?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "msg": "Journal cleared"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            415: components["responses"]["DevNotJson"];
            default: components["responses"]["StatusError"];
        };
    };
    readClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server's time and how far it was moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-21T10:00:31.000Z",
                     *       "offsetMs": 31000
                     *     }
                     */
                    "application/json": components["schemas"]["DevClock"];
                };
            };
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            default: components["responses"]["StatusError"];
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "byMs": 31000
                 *     }
                 */
                "application/json": {
                    /** @description Milliseconds to move forward (at most 31 days a call). */
                    byMs: number;
                };
            };
        };
        responses: {
            /** @description The clock after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-21T10:00:31.000Z",
                     *       "offsetMs": 31000
                     *     }
                     */
                    "application/json": components["schemas"]["DevClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            415: components["responses"]["DevNotJson"];
            default: components["responses"]["StatusError"];
        };
    };
    readDrift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mismatches seen so far. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upstream": "https://server-3f16.onrender.com",
                     *       "total": 3,
                     *       "distinct": 1,
                     *       "dropped": 0,
                     *       "drifts": [
                     *         {
                     *           "operationId": "getProductDetail",
                     *           "method": "GET",
                     *           "path": "/product-api/get-product-detail/{prod_id}",
                     *           "direction": "response",
                     *           "status": 200,
                     *           "in": "body",
                     *           "pointer": "/prod/content/price/sell_price",
                     *           "expected": "string",
                     *           "actual": "integer",
                     *           "count": 3,
                     *           "firstSeen": "2026-11-21T10:00:00.000Z",
                     *           "lastSeen": "2026-11-21T10:05:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DriftReport"];
                    /** @example <!doctype html><title>Drift</title> */
                    "text/html": string;
                };
            };
            403: components["responses"]["DevForbidden"];
            404: components["responses"]["DevRoutesOff"];
            default: components["responses"]["StatusError"];
        };
    };
    checkPincode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 560001 */
                pincode: components["schemas"]["Pincode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pincode exists; `serviceable` says whether an order can go there. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "pincode": "560001",
                     *       "place": {
                     *         "office": "Bangalore G.P.O.",
                     *         "district": "Bengaluru",
                     *         "state": "Karnataka"
                     *       },
                     *       "serviceable": true,
                     *       "deliveryDate": "2026-11-23",
                     *       "distanceKm": 17,
                     *       "codAvailable": true,
                     *       "codLimit": 50000
                     *     }
                     */
                    "application/json": components["schemas"]["PincodeCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No post office has this pincode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "No post office in India has the pincode 999999"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            default: components["responses"]["StatusError"];
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every order of the account, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "orders": [
                     *         {
                     *           "id": "OD100000000000000001",
                     *           "placedAt": "2026-11-21T10:00:00.000Z",
                     *           "status": "packed",
                     *           "history": [
                     *             {
                     *               "status": "ordered",
                     *               "at": "2026-11-21T10:00:00.000Z"
                     *             },
                     *             {
                     *               "status": "packed",
                     *               "at": "2026-11-21T14:00:00.000Z"
                     *             }
                     *           ],
                     *           "lines": [
                     *             {
                     *               "productId": "baac33b7c26893fcad35e0d5",
                     *               "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *               "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *               "unitPrice": 14993,
                     *               "quantity": 1,
                     *               "warranty": false,
                     *               "lineTotal": 14993
                     *             }
                     *           ],
                     *           "codFee": 0,
                     *           "total": 14993,
                     *           "address": {
                     *             "name": "Asha Rao",
                     *             "phone": "9876543210",
                     *             "pincode": "560001",
                     *             "address": "1 MG Road",
                     *             "city": "Bengaluru",
                     *             "state": "Karnataka"
                     *           },
                     *           "place": {
                     *             "office": "Bangalore G.P.O.",
                     *             "district": "Bengaluru",
                     *             "state": "Karnataka"
                     *           },
                     *           "payment": {
                     *             "method": "upi",
                     *             "flow": "intent",
                     *             "state": "paid",
                     *             "settledAt": "2026-11-21T10:00:04.000Z"
                     *           },
                     *           "deliveryDate": "2026-11-23"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["StatusError"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "idempotencyKey": "6f1c2d9e0a7b4c3d",
                 *       "lines": [
                 *         {
                 *           "productId": "baac33b7c26893fcad35e0d5",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "address": {
                 *         "name": "Asha Rao",
                 *         "phone": "9876543210",
                 *         "pincode": "560001",
                 *         "address": "1 MG Road",
                 *         "city": "Bengaluru",
                 *         "state": "Karnataka"
                 *       },
                 *       "payment": {
                 *         "method": "upi",
                 *         "upiId": "asha@okbank"
                 *       },
                 *       "expectedTotal": 14993
                 *     }
                 */
                "application/json": components["schemas"]["PlaceOrderRequest"];
            };
        };
        responses: {
            /** @description The order this idempotency key already placed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "order": {
                     *         "id": "OD100000000000000001",
                     *         "placedAt": "2026-11-21T10:00:00.000Z",
                     *         "status": "packed",
                     *         "history": [
                     *           {
                     *             "status": "ordered",
                     *             "at": "2026-11-21T10:00:00.000Z"
                     *           },
                     *           {
                     *             "status": "packed",
                     *             "at": "2026-11-21T14:00:00.000Z"
                     *           }
                     *         ],
                     *         "lines": [
                     *           {
                     *             "productId": "baac33b7c26893fcad35e0d5",
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *             "unitPrice": 14993,
                     *             "quantity": 1,
                     *             "warranty": false,
                     *             "lineTotal": 14993
                     *           }
                     *         ],
                     *         "codFee": 0,
                     *         "total": 14993,
                     *         "address": {
                     *           "name": "Asha Rao",
                     *           "phone": "9876543210",
                     *           "pincode": "560001",
                     *           "address": "1 MG Road",
                     *           "city": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "place": {
                     *           "office": "Bangalore G.P.O.",
                     *           "district": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "payment": {
                     *           "method": "upi",
                     *           "flow": "intent",
                     *           "state": "paid",
                     *           "settledAt": "2026-11-21T10:00:04.000Z"
                     *         },
                     *         "deliveryDate": "2026-11-23"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderResult"];
                };
            };
            /** @description Placed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "order": {
                     *         "id": "OD100000000000000001",
                     *         "placedAt": "2026-11-21T10:00:00.000Z",
                     *         "status": "packed",
                     *         "history": [
                     *           {
                     *             "status": "ordered",
                     *             "at": "2026-11-21T10:00:00.000Z"
                     *           },
                     *           {
                     *             "status": "packed",
                     *             "at": "2026-11-21T14:00:00.000Z"
                     *           }
                     *         ],
                     *         "lines": [
                     *           {
                     *             "productId": "baac33b7c26893fcad35e0d5",
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *             "unitPrice": 14993,
                     *             "quantity": 1,
                     *             "warranty": false,
                     *             "lineTotal": 14993
                     *           }
                     *         ],
                     *         "codFee": 0,
                     *         "total": 14993,
                     *         "address": {
                     *           "name": "Asha Rao",
                     *           "phone": "9876543210",
                     *           "pincode": "560001",
                     *           "address": "1 MG Road",
                     *           "city": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "place": {
                     *           "office": "Bangalore G.P.O.",
                     *           "district": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "payment": {
                     *           "method": "upi",
                     *           "flow": "intent",
                     *           "state": "paid",
                     *           "settledAt": "2026-11-21T10:00:04.000Z"
                     *         },
                     *         "deliveryDate": "2026-11-23"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The UPI payment was declined; nothing was ordered and the cart is as it was. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "Your UPI payment was declined. No money was taken; try again or pay another way."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            /** @description The cart changed (a product left it, or a price changed), or the total left out or added a COD fee; nothing was ordered. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "Prices changed since you saw them: the total is now ₹15,993. Please check the order again."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            /** @description The order cannot go to this pincode, or not with this payment (COD far away, or above the COD limit). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "Cash on Delivery is not offered at 110001. Please pay by UPI."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["StatusError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An order of the signed-in shopper (`OD` and 18 digits).
                 * @example OD100000000000000001
                 */
                order_id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "order": {
                     *         "id": "OD100000000000000001",
                     *         "placedAt": "2026-11-21T10:00:00.000Z",
                     *         "status": "packed",
                     *         "history": [
                     *           {
                     *             "status": "ordered",
                     *             "at": "2026-11-21T10:00:00.000Z"
                     *           },
                     *           {
                     *             "status": "packed",
                     *             "at": "2026-11-21T14:00:00.000Z"
                     *           }
                     *         ],
                     *         "lines": [
                     *           {
                     *             "productId": "baac33b7c26893fcad35e0d5",
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *             "unitPrice": 14993,
                     *             "quantity": 1,
                     *             "warranty": false,
                     *             "lineTotal": 14993
                     *           }
                     *         ],
                     *         "codFee": 0,
                     *         "total": 14993,
                     *         "address": {
                     *           "name": "Asha Rao",
                     *           "phone": "9876543210",
                     *           "pincode": "560001",
                     *           "address": "1 MG Road",
                     *           "city": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "place": {
                     *           "office": "Bangalore G.P.O.",
                     *           "district": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "payment": {
                     *           "method": "upi",
                     *           "flow": "intent",
                     *           "state": "paid",
                     *           "settledAt": "2026-11-21T10:00:04.000Z"
                     *         },
                     *         "deliveryDate": "2026-11-23"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NoSuchOrder"];
            default: components["responses"]["StatusError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An order of the signed-in shopper (`OD` and 18 digits).
                 * @example OD100000000000000001
                 */
                order_id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "order": {
                     *         "id": "OD100000000000000001",
                     *         "placedAt": "2026-11-21T10:00:00.000Z",
                     *         "status": "packed",
                     *         "history": [
                     *           {
                     *             "status": "ordered",
                     *             "at": "2026-11-21T10:00:00.000Z"
                     *           },
                     *           {
                     *             "status": "packed",
                     *             "at": "2026-11-21T14:00:00.000Z"
                     *           }
                     *         ],
                     *         "lines": [
                     *           {
                     *             "productId": "baac33b7c26893fcad35e0d5",
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *             "unitPrice": 14993,
                     *             "quantity": 1,
                     *             "warranty": false,
                     *             "lineTotal": 14993
                     *           }
                     *         ],
                     *         "codFee": 0,
                     *         "total": 14993,
                     *         "address": {
                     *           "name": "Asha Rao",
                     *           "phone": "9876543210",
                     *           "pincode": "560001",
                     *           "address": "1 MG Road",
                     *           "city": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "place": {
                     *           "office": "Bangalore G.P.O.",
                     *           "district": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "payment": {
                     *           "method": "upi",
                     *           "flow": "intent",
                     *           "state": "paid",
                     *           "settledAt": "2026-11-21T10:00:04.000Z"
                     *         },
                     *         "deliveryDate": "2026-11-23"
                     *       },
                     *       "msg": "Your order is cancelled. The ₹14,993 you paid by UPI goes back to your account within 5 to 7 working days."
                     *     }
                     */
                    "application/json": components["schemas"]["CancelResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NoSuchOrder"];
            /** @description The order has shipped, its payment is still pending, or it never went through (its payment failed or expired). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "This order has shipped, so it can no longer be cancelled."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            default: components["responses"]["StatusError"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An order of the signed-in shopper (`OD` and 18 digits).
                 * @example OD100000000000000001
                 */
                order_id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "invoice": {
                     *         "number": "INV-100000000001",
                     *         "date": "2026-11-21",
                     *         "orderId": "OD100000000000000001",
                     *         "seller": {
                     *           "name": "Rupee Storefront Pvt Ltd",
                     *           "gstin": "29AAACR0000A1ZD",
                     *           "address": "Warehouse, Hoskote Road, Bengaluru 560067",
                     *           "state": "Karnataka"
                     *         },
                     *         "buyer": {
                     *           "name": "Asha Rao",
                     *           "address": "1 MG Road, Bengaluru 560001",
                     *           "state": "Karnataka"
                     *         },
                     *         "placeOfSupply": "Karnataka",
                     *         "lines": [
                     *           {
                     *             "description": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "productId": "baac33b7c26893fcad35e0d5",
                     *             "quantity": 1,
                     *             "gstRate": 18,
                     *             "pricePaise": 1499300,
                     *             "taxablePaise": 1270593,
                     *             "gstPaise": 228707
                     *           }
                     *         ],
                     *         "totals": {
                     *           "pricePaise": 1499300,
                     *           "taxablePaise": 1270593,
                     *           "gstPaise": 228707,
                     *           "cgstPaise": 114354,
                     *           "sgstPaise": 114353,
                     *           "igstPaise": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NoSuchOrder"];
            /** @description No invoice yet or any more (the payment is pending, it failed or expired, or the order was cancelled). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "A cancelled order has no invoice."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            default: components["responses"]["StatusError"];
        };
    };
    getCheckoutTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "cod": {
                     *         "fee": 10,
                     *         "feeBelow": 500,
                     *         "max": 50000
                     *       },
                     *       "upi": {
                     *         "payeeVpa": "rupeestorefront@upi",
                     *         "payeeName": "Rupee Storefront",
                     *         "pendingMinutes": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutTerms"];
                };
            };
            /** @description This server takes no orders (the hosted API has no such call; the mock server in proxy mode answers so). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "This store does not check pincodes or take orders yet. Your cart is kept as it is."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            default: components["responses"]["StatusError"];
        };
    };
    settlePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An order of the signed-in shopper (`OD` and 18 digits).
                 * @example OD100000000000000001
                 */
                order_id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "outcome": "failed"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    outcome: "paid" | "failed" | "expired";
                };
            };
        };
        responses: {
            /** @description Settled; the order as its shopper now sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": true,
                     *       "order": {
                     *         "id": "OD100000000000000001",
                     *         "placedAt": "2026-11-21T10:00:00.000Z",
                     *         "status": "packed",
                     *         "history": [
                     *           {
                     *             "status": "ordered",
                     *             "at": "2026-11-21T10:00:00.000Z"
                     *           },
                     *           {
                     *             "status": "packed",
                     *             "at": "2026-11-21T14:00:00.000Z"
                     *           }
                     *         ],
                     *         "lines": [
                     *           {
                     *             "productId": "baac33b7c26893fcad35e0d5",
                     *             "title": "Omex Android 9.0 Dolby Audio Dual Wifi 5G BT5.0 8k deco...",
                     *             "image": "http://localhost:8080/images/products/baac33b7c26893fcad35e0d5/0.svg",
                     *             "unitPrice": 14993,
                     *             "quantity": 1,
                     *             "warranty": false,
                     *             "lineTotal": 14993
                     *           }
                     *         ],
                     *         "codFee": 0,
                     *         "total": 14993,
                     *         "address": {
                     *           "name": "Asha Rao",
                     *           "phone": "9876543210",
                     *           "pincode": "560001",
                     *           "address": "1 MG Road",
                     *           "city": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "place": {
                     *           "office": "Bangalore G.P.O.",
                     *           "district": "Bengaluru",
                     *           "state": "Karnataka"
                     *         },
                     *         "payment": {
                     *           "method": "upi",
                     *           "flow": "intent",
                     *           "state": "paid",
                     *           "settledAt": "2026-11-21T10:00:04.000Z"
                     *         },
                     *         "deliveryDate": "2026-11-23"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["DevForbidden"];
            /** @description No order has this id, or developer routes are off. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "No such order"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            /** @description The order's payment is not pending (COD, or already settled). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "msg": "This order’s payment is not pending: it is paid."
                     *     }
                     */
                    "application/json": components["schemas"]["StatusMessage"];
                };
            };
            415: components["responses"]["DevNotJson"];
            default: components["responses"]["StatusError"];
        };
    };
}
