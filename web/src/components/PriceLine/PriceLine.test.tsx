import { render, screen } from '@testing-library/react';
import { LanguageRoot } from '../../lib/i18n/LanguageRoot';
import { inLanguage } from '../../test/language';
import { PriceLine } from './PriceLine';

const price = { sell_price: '₹14,993', org_price: '₹17,999', discount: '16% off' };

function renderPrice(discount = price.discount) {
  return render(
    <LanguageRoot>
      <PriceLine price={{ ...price, discount }} />
    </LanguageRoot>,
  );
}

describe('the price line', () => {
  it('shows the catalogue’s discount', () => {
    renderPrice();
    expect(screen.getByText('16% off')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it('says the discount in Hindi', () => {
      renderPrice();
      expect(screen.getByText('16% की छूट')).toBeInTheDocument();
      expect(screen.queryByText(/off/)).not.toBeInTheDocument();
    });

    it('keeps a discount the catalogue words otherwise as it came', () => {
      renderPrice('Special offer');
      expect(screen.getByText('Special offer')).toBeInTheDocument();
    });
  });
});
