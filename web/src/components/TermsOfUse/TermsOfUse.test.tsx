import { render, screen, within } from '@testing-library/react';
import { TermsOfUse } from './TermsOfUse';

const text = () => document.body.textContent ?? '';
const section = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('TermsOfUse', () => {
  it('states who may contract: binding contracts, under 18 only with a guardian', () => {
    render(<TermsOfUse />);
    expect(section(/Who may use/).getByText(/legally binding contract/)).toBeInTheDocument();
    expect(section(/Who may use/).getByText(/under 18 years of age.*parent or legal guardian/)).toBeInTheDocument();
  });

  it('states the PAN, GST, rupee and gift card rules with their numbers', () => {
    render(<TermsOfUse />);
    const pan = section(/PAN card/);
    expect(
      pan.getByText(/₹2,00,000 .* or more need a copy of the buyer’s PAN card\. Upload it within 4 days.*cancelled/),
    ).toBeInTheDocument();
    expect(pan.getByText(/only once/)).toBeInTheDocument();
    expect(pan.getByText(/name on the PAN card does not match.*cancelled/)).toBeInTheDocument();
    expect(section(/GST/).getByText(/delivery address must match the billing address/)).toBeInTheDocument();
    expect(section(/GST/).getByText(/without a GSTIN is treated as a personal purchase/)).toBeInTheDocument();
    expect(text()).toMatch(/All payments are made in Indian rupees/);
    expect(section(/Gift cards/).getByText(/from ₹25 up to ₹10,000/)).toBeInTheDocument();
  });

  it('states return conditions by category and the seller’s return options', () => {
    render(<TermsOfUse />);
    const returns = section(/Returns, replacements/);
    for (const rule of [
      /Electronics: with everything/,
      /Clothing and footwear: new and unworn/,
      /Beauty, health and personal care: new and unopened/,
      /Sports, office products and jewellery: new and in the original packaging/,
      /wrong item ordered by the buyer\) cannot be returned/,
      /within 30 days/,
    ]) {
      expect(returns.getByText(rule)).toBeInTheDocument();
    }
    expect(
      section(/How sellers handle returns/).getByText(/replacement with collection.*refund without collection/),
    ).toBeInTheDocument();
  });

  it('states the dispute window and limits', () => {
    render(<TermsOfUse />);
    const disputes = section(/Buyer protection/);
    expect(disputes.getByText(/within 45 days of the date of delivery/)).toBeInTheDocument();
    expect(disputes.getByText(/at most 5 claims in a year\. A claim you withdraw is not counted/)).toBeInTheDocument();
    expect(disputes.getByText(/covered up to Rs\. 50,000/)).toBeInTheDocument();
    expect(disputes.getByText(/seller has 3 days.*you have 10 days/)).toBeInTheDocument();
    expect(text()).toMatch(/delivery partners must be treated with courtesy and respect/i);
    expect(text()).toMatch(/suspend or close an account/);
    expect(text()).toMatch(/turn off cash on delivery/);
  });

  it('can sit under a host page’s own title', () => {
    render(<TermsOfUse headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /PAN card/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
