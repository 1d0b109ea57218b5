export const panCardTexts = {
  title: 'PAN Card Information',
  number: 'PAN Card Number',
  fullName: 'Full Name',
  upload: 'Upload PAN Card (Only JPEG file is allowed)',
  declaration:
    'I do hereby declare that PAN furnished/stated above is correct and belongs to me, registered as an account holder with www.flipkart.com. I further declare that I shall solely be held responsible for the consequences, in case of any false PAN declaration.',
  submit: 'UPLOAD',
  readMore: 'Read Terms & Conditions of PAN Card Information',
  onlyJpeg: 'Only JPEG images (.jpg or .jpeg) are allowed. Please choose another file.',
  invalidNumber: 'Please Enter a Valid PAN Card Number (e.g. ABCDE1234F)',
  missingFile: 'Please choose the JPEG image of your PAN card',
  missingDeclaration: 'Please accept the declaration',
  ready: 'Your PAN card details are complete. Uploading them is not available on this server yet.',
} as const;
