import en from '../../../../locales/en/validation.json';
import es from '../../../../locales/es/validation.json';
import it from '../../../../locales/it/validation.json';
import ru from '../../../../locales/ru/validation.json';

/** Test-only: the validation namespace of every locale, for createUiTestI18n(lng, VALIDATION_RESOURCES). */
export const VALIDATION_RESOURCES = { en: { validation: en }, ru: { validation: ru }, it: { validation: it }, es: { validation: es } };
