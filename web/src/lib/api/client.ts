/**
 * The one way the storefront and the contract tests talk to a server: one function per operation of
 * openapi.yaml, built on openapi-fetch and the generated `paths` types.
 *
 * Every function resolves to `{ ok, status, body }`. The hosted API reports most failures inside a
 * 200 (`status: false`, `success: false`, a 201 `msg`), and our mock server adds 4xx answers of the
 * same family, so callers read `body` the same way whatever the HTTP status. A network failure
 * rejects (the screens show 'Server Error...').
 */
import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from '../../../../generated/openapi';
import type {
  ChangePasswordData,
  EmailOptions,
  ForgetPasswordData,
  LoginData,
  PlaceOrderRequest,
  Product,
  SignupData,
  UpdateUserData,
} from './types';

export interface ApiResult<Body> {
  ok: boolean;
  status: number;
  body: Body;
}

export interface ApiClientOptions {
  /** Absolute URL of the API, or '' for the page's own origin. */
  baseUrl: string;
  /** The session token to send as a bearer token, if any. */
  getToken?: () => string | undefined;
  fetch?: typeof globalThis.fetch;
}

interface OpenApiFetchResult<Data, Error> {
  data?: Data;
  error?: Error;
  response: Response;
}

async function settle<Data, Error>(
  request: Promise<OpenApiFetchResult<Data, Error>>,
): Promise<ApiResult<Data | Error>> {
  const { data, error, response } = await request;
  return response.ok
    ? { ok: true, status: response.status, body: data as Data }
    : { ok: false, status: response.status, body: error as Error };
}

/**
 * The operations openapi.yaml guards with bearerAuth (client.test.ts holds this list to it). Only
 * these carry the session token: catalogue reads never do, so no cached answer was ever sent with
 * one (docs/decisions/007-offline-caching-rules.md), and a cross-origin API needs no preflight.
 */
export const signedInOperations: ReadonlySet<string> = new Set([
  'GET /cart-api/get-all-carts',
  'POST /cart-api/add-to-cart',
  'DELETE /cart-api/remove-from-cart/{prod_id}',
  'PUT /user-api/update',
  'DELETE /user-api/delete/{user_id}',
  'PUT /user-api/change-pass',
  'GET /order-api/orders',
  'POST /order-api/orders',
  'GET /order-api/orders/{order_id}',
  'POST /order-api/orders/{order_id}/cancel',
  'GET /order-api/orders/{order_id}/invoice',
]);

/**
 * Names the pending login a one-time code belongs to (openapi.yaml, parameter LoginToken): our mock
 * server then lets the code unlock that login only. The hosted API ignores the header.
 */
const loginTokenHeaders = (loginToken: string | undefined) => (loginToken ? { 'X-Login-Token': loginToken } : {});

function bearerAuth(getToken: () => string | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!signedInOperations.has(`${request.method} ${schemaPath}`)) return request;
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * openapi-fetch's client, the library loaded with the first call (issue 50): a server-rendered page
 * calls nothing before it is live, so the library is no part of the entry's JavaScript.
 */
function clientOnFirstCall({ baseUrl, getToken, fetch }: ApiClientOptions): Pick<Client<paths>, Method> {
  let made: Promise<Client<paths>> | undefined;
  // A load that failed (offline before the library came) is tried again with the next call.
  const ready = () =>
    (made ??= import('openapi-fetch').then(
      ({ default: createClient }) => {
        const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
        if (getToken) client.use(bearerAuth(getToken));
        return client;
      },
      (failure: unknown) => {
        made = undefined;
        throw failure;
      },
    ));
  // The same generic methods, each waiting for the library first.
  const method = <M extends Method>(name: M) =>
    ((...args: unknown[]) =>
      ready().then((client) => (client[name] as (...call: unknown[]) => unknown)(...args))) as Client<paths>[M];
  return { GET: method('GET'), POST: method('POST'), PUT: method('PUT'), DELETE: method('DELETE') };
}

export function createApiClient(options: ApiClientOptions) {
  const client = clientOnFirstCall(options);

  return {
    getProducts: () => settle(client.GET('/product-api/get-products')),
    getProductsPage: (page: number, limit: number) =>
      settle(client.GET('/product-api/get-products/{page}/{limit}', { params: { path: { page, limit } } })),
    getProductDetail: (prodId: string) =>
      settle(client.GET('/product-api/get-product-detail/{prod_id}', { params: { path: { prod_id: prodId } } })),
    /** The hosted API's second lookup: the same product, named `prods` (the shop uses getProductDetail). */
    getProductById: (prodId: string) =>
      settle(client.GET('/product-api/get-product/{prod_id}', { params: { path: { prod_id: prodId } } })),

    getCart: () => settle(client.GET('/cart-api/get-all-carts')),
    /** The hosted API wants the whole detail response nested once more: `{ prod: { prod } }`. */
    addToCart: (product: Product) =>
      settle(client.POST('/cart-api/add-to-cart', { body: { prod: { prod: product } } })),
    removeFromCart: (prodId: string) =>
      settle(client.DELETE('/cart-api/remove-from-cart/{prod_id}', { params: { path: { prod_id: prodId } } })),

    signup: (userData: SignupData) => settle(client.POST('/user-api/signup', { body: { user_data: userData } })),
    login: (userData: LoginData) => settle(client.POST('/user-api/login', { body: { user_data: userData } })),
    updateUser: (userData: UpdateUserData) => settle(client.PUT('/user-api/update', { body: { user_data: userData } })),
    deleteUser: (userId: string) =>
      settle(client.DELETE('/user-api/delete/{user_id}', { params: { path: { user_id: userId } } })),
    forgetPassword: (userData: ForgetPasswordData) =>
      settle(client.PUT('/user-api/forget-password', { body: { user_data: userData } })),
    changePassword: (userData: ChangePasswordData) =>
      settle(client.PUT('/user-api/change-pass', { body: { user_data: userData } })),

    /** `loginToken`: the pending login's token, when the code is for signing in (not for a reset). */
    sendOtp: (email: string, loginToken?: string) =>
      settle(client.POST('/otp-api/send-otp', { body: { email }, headers: loginTokenHeaders(loginToken) })),
    verifyOtp: (email: string, otp: string, loginToken?: string) =>
      settle(client.POST('/otp-api/verify-otp', { body: { email, otp }, headers: loginTokenHeaders(loginToken) })),
    sendEmail: (options: EmailOptions) => settle(client.POST('/send-email', { body: { options } })),

    // The mock server's own checkout (x-mock-only in openapi.yaml): the hosted API answers 404.
    checkPincode: (pincode: string) =>
      settle(client.GET('/order-api/pincode/{pincode}', { params: { path: { pincode } } })),
    placeOrder: (order: PlaceOrderRequest) => settle(client.POST('/order-api/orders', { body: order })),
    listOrders: () => settle(client.GET('/order-api/orders')),
    getOrder: (orderId: string) =>
      settle(client.GET('/order-api/orders/{order_id}', { params: { path: { order_id: orderId } } })),
    /** The Cash on Delivery fee and limit and the UPI payee (decision 031): public, no token. */
    getCheckoutTerms: () => settle(client.GET('/order-api/checkout-terms')),
    /** The body is an empty JSON object, as the contract asks. */
    cancelOrder: (orderId: string) =>
      settle(client.POST('/order-api/orders/{order_id}/cancel', { params: { path: { order_id: orderId } }, body: {} })),
    getInvoice: (orderId: string) =>
      settle(client.GET('/order-api/orders/{order_id}/invoice', { params: { path: { order_id: orderId } } })),

    readOutbox: () => settle(client.GET('/dev/outbox')),
    resetState: () => settle(client.POST('/dev/reset', { body: {} })),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
