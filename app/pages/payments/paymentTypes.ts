/** Answers of the third-party top-up calls as the pages read them. */

export interface PayType {
  payChannel: string;
  name: string;
}

export interface CountryPayTypes {
  country: string;
  name: string;
  currency?: string;
  payTypes: PayType[];
}

export interface ThirdProduct {
  productCode: string;
  count: number;
  price: number;
  localPrice?: number;
  clientProductId?: string;
  productIdentifier?: string;
}

export interface RechargeProducts {
  userCode?: string;
  user?: { userId?: string; name?: string; icon?: string };
  currency?: string;
  rows: ThirdProduct[];
}

export interface CreatedOrder {
  orderNo?: string;
  sessionId?: string;
  payUrl?: string;
}

export interface PaymentParamInfo {
  sessionId: string;
  orderNo?: string;
  /** The account the order tops up (the top-up form's address). */
  userCode?: string;
  payChannel?: string;
  country?: string;
  status?: string;
  product?: ThirdProduct;
  amount?: number;
  currency?: string;
}

export interface PrePayment {
  sessionId?: string;
  redirectUrl?: string;
}

export type OrderStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface SessionResult {
  sessionId: string;
  orderNo?: string;
  status: OrderStatus | string;
  diamonds?: number;
}
