import { t } from '@lingui/core/macro';

export const panCardTexts = {
  get title() {
    return t`PAN Card Information`;
  },
  get number() {
    return t`PAN Card Number`;
  },
  get fullName() {
    return t`Full Name`;
  },
  get upload() {
    return t`Upload PAN Card (Only JPEG file is allowed)`;
  },
  get declaration() {
    return t`I do hereby declare that PAN furnished/stated above is correct and belongs to me, registered as an account holder with www.flipkart.com. I further declare that I shall solely be held responsible for the consequences, in case of any false PAN declaration.`;
  },
  get submit() {
    return t`UPLOAD`;
  },
  get readMore() {
    return t`Read Terms & Conditions of PAN Card Information`;
  },
  get onlyJpeg() {
    return t`Only JPEG images (.jpg or .jpeg) are allowed. Please choose another file.`;
  },
  get invalidNumber() {
    return t`Please Enter a Valid PAN Card Number (e.g. ABCDE1234F)`;
  },
  get missingFile() {
    return t`Please choose the JPEG image of your PAN card`;
  },
  get missingDeclaration() {
    return t`Please accept the declaration`;
  },
  get ready() {
    return t`Your PAN card details are complete. Uploading them is not available on this server yet.`;
  },
} as const;
