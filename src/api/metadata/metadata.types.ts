/** Language entry of SPEC §3. */
export interface LanguageEntry {
  name: string;
  code: string;
  dir: 'ltr' | 'rtl';
  language: string;
  icon: string | null;
  isDefault: boolean;
}

/** A configured redirect: from_url may hold * wildcards; to_url may be external. */
export interface RedirectRule {
  from_url: string;
  to_url: string;
}

export interface Metadata {
  languages: LanguageEntry[];
  redirects: RedirectRule[];
}

/** General info of SPEC §3. */
export interface GeneralInfo {
  analytic: Record<string, unknown>;
  available_currencies: string[];
  available_locales: string[];
  default_currency: string;
  is_seon_enabled: boolean;
  domain_state: string;
  domain_type: string;
  is_bonus_isolation_enabled: boolean;
  time_to_force_logout: number;
  is_game_history_export_enabled: boolean;
  user_inactivity_cashier_time: number;
  user_inactivity_pp_time: number;
}
