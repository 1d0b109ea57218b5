/**
 * A tax invoice as Indian invoices read (openapi.yaml Invoice, amounts in paise): who sold to whom,
 * with the seller's GSTIN and both addresses, the order it is for, each line's GST-inclusive price
 * with its taxable value and GST, and the tax split as CGST and SGST (within one state) or IGST.
 */
import { t } from '@lingui/core/macro';
import { Button } from '../../components/Button/Button';
import { PageHead } from '../../components/PageHead/PageHead';
import type { Invoice } from '../../lib/api';
import { formatOrderDate } from '../../lib/i18n/format';
import { formatPaise } from '../../lib/money';
import styles from './Invoice.module.scss';

function Party({ title, party }: { title: string; party: Invoice['seller'] }) {
  const { gstin } = party;
  return (
    <div>
      <h2 className={styles.partyTitle}>{title}</h2>
      <p className={styles.party}>
        <strong>{party.name}</strong>
        <br />
        {party.address}
        <br />
        {party.state}
        {gstin && (
          <>
            <br />
            {t`GSTIN: ${gstin}`}
          </>
        )}
      </p>
    </div>
  );
}

/** The tax part of the total: CGST and SGST, or IGST, whichever the invoice charged. */
function taxRows(totals: Invoice['totals']): [string, number][] {
  const rows: [string, number][] = [
    [t`CGST`, totals.cgstPaise],
    [t`SGST`, totals.sgstPaise],
    [t`IGST`, totals.igstPaise],
  ];
  return rows.filter(([, paise]) => paise > 0);
}

export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { totals, number } = invoice;
  return (
    <article className={styles.sheet} aria-labelledby="invoice-title">
      <PageHead title={t`Tax Invoice ${number}`} noindex />
      <header className={styles.top}>
        <h1 id="invoice-title" className={styles.title}>
          {t`Tax Invoice`}
        </h1>
        <Button variant="outline" className={styles.print} onClick={() => window.print()}>
          {t`PRINT`}
        </Button>
      </header>
      <dl className={styles.facts}>
        <dt>{t`Invoice number`}</dt>
        <dd>{invoice.number}</dd>
        <dt>{t`Invoice date`}</dt>
        <dd>{formatOrderDate(invoice.date)}</dd>
        <dt>{t`Order number`}</dt>
        <dd>{invoice.orderId}</dd>
        <dt>{t`Place of supply`}</dt>
        <dd>{invoice.placeOfSupply}</dd>
      </dl>
      <div className={styles.parties}>
        <Party title={t`Sold by`} party={invoice.seller} />
        <Party title={t`Billed and shipped to`} party={invoice.buyer} />
      </div>
      {/* A phone scrolls the lines sideways: the region takes the keyboard's focus to scroll too
          (axe's scrollable-region-focusable; a named region, as WAI-ARIA's practices ask). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} role="region" aria-label={t`Invoice lines`} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col">{t`Qty`}</th>
              <th scope="col">{t`Taxable value`}</th>
              <th scope="col">{t`GST rate`}</th>
              <th scope="col">{t`GST`}</th>
              <th scope="col">{t`Price incl. GST`}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.productId ?? line.description}-${index}`}>
                <th scope="row">{line.description}</th>
                <td>{line.quantity}</td>
                <td>{formatPaise(line.taxablePaise)}</td>
                <td>{`${line.gstRate}%`}</td>
                <td>{formatPaise(line.gstPaise)}</td>
                <td>{formatPaise(line.pricePaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t`Total`}
              </th>
              <td>{formatPaise(totals.taxablePaise)}</td>
              <td />
              <td>{formatPaise(totals.gstPaise)}</td>
              <td>{formatPaise(totals.pricePaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <section className={styles.taxes} aria-label={t`Tax included`}>
        <dl>
          {taxRows(totals).map(([label, paise]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatPaise(paise)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className={styles.note}>{t`Prices include GST.`}</p>
    </article>
  );
}
