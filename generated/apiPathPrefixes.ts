/**
 * DO NOT EDIT. Generated from openapi.yaml by `npm run gen:api`.
 * A test fails when this file is stale: edit openapi.yaml and run the generator again.
 */

/** The first path segment of every operation of openapi.yaml. */
export const apiPathPrefixes = ["/product-api","/cart-api","/user-api","/otp-api","/send-email","/dev","/order-api"] as const;
