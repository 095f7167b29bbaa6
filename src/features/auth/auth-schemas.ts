import { boolean, object, string } from 'yup';
import {
  checkboxRule,
  confirmationCodeRule,
  emailRule,
  fakenameRule,
  loginRule,
  passwordRepeatRule,
  passwordRule,
  phoneRule,
  promoCodeRule,
  requiredRule,
} from '@/lib/validation/rules';
import { applyValidatorConfig, type RegistrationFieldToggles } from '@/lib/validation/validator-config';

/** The yup schemas of the auth forms, built only from the shared SPEC §5 rules. */
export const signInSchema = () => object({ login: loginRule(), password: passwordRule() });

export const restoreSchema = () => object({ login: loginRule() });

export const codeSchema = () => object({ code: confirmationCodeRule() });

/** The new password of the e-mailed reset link, twice (SPEC §5 password rules). */
export const resetPasswordSchema = () => object({ password: passwordRule(), passwordRepeat: passwordRepeatRule('password') });

/** Registration: only the fields the configuration shows are checked; its validator list applies on top. */
export const signUpSchema = (toggles: RegistrationFieldToggles, validatorConfig: unknown = []) =>
  applyValidatorConfig(
    object({
      email: toggles.email ? emailRule() : string(),
      phone: toggles.phone ? phoneRule({ format: toggles.phoneFormat }) : string(),
      password: passwordRule(),
      passwordRepeat: toggles.passwordRepeat ? passwordRepeatRule('password') : string(),
      fakename: toggles.fakename ? fakenameRule() : string(),
      currency: toggles.currency ? requiredRule() : string(),
      promo_code: promoCodeRule(),
      terms: toggles.terms ? checkboxRule() : boolean(),
      is_subscribed: boolean(),
    }),
    validatorConfig,
    { form: 'registration' },
  );
