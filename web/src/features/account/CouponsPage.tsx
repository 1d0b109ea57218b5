/**
 * /account/rewards: My Coupons (2), then the Available, Upcomming and Expires sets. Each set shows
 * 5 coupons; VIEW MORE reveals the second 5 and goes away. View T&C opens the coupon's terms.
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { formatCount } from '../../lib/i18n/format';
import { AccountPanel, AccountSubheading } from './AccountPanel';
import styles from './CouponsPage.module.scss';
import { COUPONS_PER_SET, couponSections, myCoupons, type Coupon, type CouponSection } from './data/coupons';
import { Button } from '../../components/Button/Button';

function CouponList({ coupons, onTerms }: { coupons: Coupon[]; onTerms: (coupon: Coupon) => void }) {
  return (
    <ul className={styles.list}>
      {coupons.map((coupon) => (
        <li key={coupon.id} className={styles.coupon}>
          <div>
            <h3 className={styles.title}>{coupon.title}</h3>
            <p className={styles.description}>{coupon.description}</p>
          </div>
          <div className={styles.side}>
            <p className={styles.validity}>{coupon.validity}</p>
            <Button variant="text" aria-label={t`View T&C of ${coupon.title}`} onClick={() => onTerms(coupon)}>
              {t`View T&C`}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CouponSet({ section, onTerms }: { section: CouponSection; onTerms: (coupon: Coupon) => void }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? section.coupons : section.coupons.slice(0, COUPONS_PER_SET);
  return (
    <section className={styles.section} aria-labelledby={`coupons-${section.id}`}>
      <AccountSubheading id={`coupons-${section.id}`}>{section.heading}</AccountSubheading>
      <CouponList coupons={shown} onTerms={onTerms} />
      {!expanded && section.coupons.length > COUPONS_PER_SET && (
        <Button variant="outline" className={styles.viewMore} onClick={() => setExpanded(true)}>
          {t`VIEW MORE`}
        </Button>
      )}
    </section>
  );
}

export default function CouponsPage() {
  const [terms, setTerms] = useState<Coupon | null>(null);
  const count = formatCount(myCoupons.length);
  return (
    <AccountPanel title={t`My Coupons (${count})`}>
      <CouponList coupons={myCoupons} onTerms={setTerms} />
      {couponSections.map((section) => (
        <CouponSet key={section.id} section={section} onTerms={setTerms} />
      ))}
      <Dialog open={terms !== null} title={t`Terms and Conditions`} onClose={() => setTerms(null)}>
        {terms && (
          <>
            <p className={styles.termsTitle}>{terms.title}</p>
            <ul className={styles.terms}>
              {terms.terms.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </AccountPanel>
  );
}
