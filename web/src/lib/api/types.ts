// Names for the contract's shapes, taken from the generated types so they cannot drift from openapi.yaml.
import type { components } from '../../../../generated/openapi';

type Schemas = components['schemas'];

export type Product = Schemas['Product'];
export type ProductContent = Schemas['ProductContent'];
export type Price = Schemas['Price'];
export type Cart = Schemas['Cart'];
export type User = Schemas['User'];
export type AuthResult = Schemas['AuthResult'];
export type StatusMessage = Schemas['StatusMessage'];
export type Message = Schemas['Message'];
export type OtpResult = Schemas['OtpResult'];
export type Outbox = Schemas['Outbox'];
export type SignupData = Schemas['SignupRequest']['user_data'];
export type LoginData = Schemas['LoginRequest']['user_data'];
export type UpdateUserData = Schemas['UpdateUserRequest']['user_data'];
export type ForgetPasswordData = Schemas['ForgetPasswordRequest']['user_data'];
export type ChangePasswordData = Schemas['ChangePasswordRequest']['user_data'];
export type EmailOptions = Schemas['SendEmailRequest']['options'];
export type PincodeCheck = Schemas['PincodeCheck'];
export type Place = Schemas['Place'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type PlaceOrderRequest = Schemas['PlaceOrderRequest'];
export type Payment = Schemas['Payment'];
export type Order = Schemas['Order'];
export type OrderLine = Schemas['OrderLine'];
export type OrderStatus = Schemas['OrderStatus'];
export type PaymentState = Schemas['PaymentState'];
export type CheckoutTerms = Schemas['CheckoutTerms'];
export type CancelResult = Schemas['CancelResult'];
export type Invoice = Schemas['Invoice'];
