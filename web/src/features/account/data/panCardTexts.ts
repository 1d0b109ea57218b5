import { msg } from '@lingui/core/macro';

export const panCardTexts = {
  title: msg`PAN Card Information`,
  number: msg`PAN Card Number`,
  fullName: msg`Full Name`,
  upload: msg`Upload PAN Card (Only JPEG file is allowed)`,
  declaration: msg`I do hereby declare that PAN furnished/stated above is correct and belongs to me, registered as an account holder with www.flipkart.com. I further declare that I shall solely be held responsible for the consequences, in case of any false PAN declaration.`,
  submit: msg`UPLOAD`,
  readMore: msg`Read Terms & Conditions of PAN Card Information`,
  onlyJpeg: msg`Only JPEG images (.jpg or .jpeg) are allowed. Please choose another file.`,
  invalidNumber: msg`Please Enter a Valid PAN Card Number (e.g. ABCDE1234F)`,
  missingFile: msg`Please choose the JPEG image of your PAN card`,
  missingDeclaration: msg`Please accept the declaration`,
  ready: msg`Your PAN card details are complete. Uploading them is not available on this server yet.`,
} as const;
