import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isPincode, pincodePattern } from './pincode';

const contract = parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'openapi.yaml'), 'utf8')) as {
  components: { schemas: { Pincode: { pattern: string } } };
};

describe('the pincode rule', () => {
  it("is openapi.yaml's Pincode pattern", () => {
    expect(pincodePattern.source).toBe(contract.components.schemas.Pincode.pattern);
  });

  it('takes six digits that do not start with 0', () => {
    expect(['110001', '700001', '560067'].every(isPincode)).toBe(true);
    expect(['000000', '012345', '11000', '1100011', '11000a', ''].some(isPincode)).toBe(false);
  });
});
