import type { Money } from '../account/account.types';

/**
 * The auth backend's user (Strapi v4 users-permissions: `GET /api/users/me`) with the
 * fields SPEC §3 names: uid, profile first name, email and mobile contacts,
 * is_registration_completed and balance.
 */
export interface AuthUser {
  id: number;
  uid: number;
  username: string;
  email: string | null;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  first_name: string | null;
  phone: string | null;
  is_registration_completed: boolean;
  balance: Money | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer of login, register, reset-password, change-password and provider callback. */
export interface AuthResponse {
  jwt: string;
  user: AuthUser;
}

export interface LocalLoginBody {
  identifier: string;
  password: string;
}

export interface LocalRegisterBody {
  username: string;
  email: string;
  password: string;
}

export interface ResetPasswordBody {
  code: string;
  password: string;
  passwordConfirmation: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export interface ProviderCallbackArgs {
  provider: string;
  access_token: string;
}
