/** Short names for the payload types generated from openapi.yaml (never written by hand). */
import type { components } from '../../../generated/openapi.js';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];
export type ProductAttributes = Schemas['ProductAttributes'];
export type Specification = Schemas['Specification'];
export type PublicUser = Schemas['User'];
export type OutboxMessage = Schemas['OutboxMessage'];
export type DevClock = Schemas['DevClock'];

export type AddToCartRequest = Schemas['AddToCartRequest'];
export type SignupRequest = Schemas['SignupRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type UpdateUserRequest = Schemas['UpdateUserRequest'];
export type ForgetPasswordRequest = Schemas['ForgetPasswordRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type SendOtpRequest = Schemas['SendOtpRequest'];
export type VerifyOtpRequest = Schemas['VerifyOtpRequest'];
export type SendEmailRequest = Schemas['SendEmailRequest'];

export type AuthResult = Schemas['AuthResult'];
export type StatusMessage = Schemas['StatusMessage'];
export type Message = Schemas['Message'];
export type OtpResult = Schemas['OtpResult'];

export type Pincode = Schemas['Pincode'];
export type Place = Schemas['Place'];
export type PincodeCheck = Schemas['PincodeCheck'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type PlaceOrderRequest = Schemas['PlaceOrderRequest'];
export type Order = Schemas['Order'];
export type OrderLine = Schemas['OrderLine'];
export type OrderStatus = Schemas['OrderStatus'];
