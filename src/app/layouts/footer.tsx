import { Link } from 'react-router';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { SiteLogo } from '@/components/layout/site-logo';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href, type RouteName } from '@/lib/router/paths';
import styles from './footer.module.css';

const COLUMNS: ReadonlyArray<{ title: string; links: ReadonlyArray<{ route: RouteName; key: string }> }> = [
  {
    title: 'footer.casino',
    links: [
      { route: 'gamehall', key: 'nav.casino' },
      { route: 'providers', key: 'footer.providers' },
      { route: 'jackpots', key: 'nav.jackpots' },
      { route: 'winners', key: 'footer.winners' },
    ],
  },
  {
    title: 'footer.rewards',
    links: [
      { route: 'promotions', key: 'nav.promotions' },
      { route: 'offers', key: 'footer.offers' },
      { route: 'tournaments', key: 'nav.tournaments' },
      { route: 'loyalty', key: 'nav.loyalty' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { route: 'support', key: 'footer.support' },
      { route: 'profileResponsibleGame', key: 'footer.responsibleGaming' },
      { route: 'betting', key: 'nav.betting' },
    ],
  },
];

export function Footer() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const config = useSiteConfig();
  // eslint-disable-next-line start/render-matches-markup -- the build's year is the visitor's except around New Year
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <SiteLogo to={href(locale, 'home')} label={t('brand.home')} src={config?.footerLogo} mobileSrc={config?.footerLogoMobile} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)} className={styles.column}>
            <h2 className={styles.title}>{t(column.title)}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={href(locale, link.route)} className={styles.link}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.legal}>
        <span className={styles.age} aria-label={t('footer.ageLabel')}>18+</span>
        <p>{t('footer.legal')}</p>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
