/**
 * The returns' words in the page's language (issue 39): a reason's label, a request's status, and the request
 * schema's messages (domain/schemas/returns.ts, shared with the API, says them in English; the form shows them by
 * their English text, so a message this file does not know shows as the schema wrote it).
 */
import { maxReturnNoteLength, maxReturnPhotos } from '../../../domain/shared/return-request-rules';
import type { Translate } from '../../i18n/shop-i18n';

/** A reason's label (the English is returnReasonLabels'). */
export function reasonLabel(reason: string, t: Translate): string {
  switch (reason) {
    case 'wrong-size':
      return t('returns.reason.wrongSize');
    case 'damaged':
      return t('returns.reason.damaged');
    case 'not-as-shown':
      return t('returns.reason.notAsShown');
    case 'changed-mind':
      return t('returns.reason.changedMind');
    case 'other':
      return t('returns.reason.other');
    default:
      return reason;
  }
}

/** A request's status as the shopper reads it (domain/shared/return-request-rules.ts's returnStatuses). */
export function returnStatusName(status: string, t: Translate): string {
  switch (status) {
    case 'Requested':
      return t('returns.status.requested');
    case 'Approved':
      return t('returns.status.approved');
    case 'Rejected':
      return t('returns.status.rejected');
    case 'Cancelled':
      return t('returns.status.cancelled');
    case 'Pickup scheduled':
      return t('returns.status.pickupScheduled');
    case 'Picked up':
      return t('returns.status.pickedUp');
    case 'Received':
      return t('returns.status.received');
    case 'Refunded':
      return t('returns.status.refunded');
    case 'Exchange shipped':
      return t('returns.status.exchangeShipped');
    case 'Exchange delivered':
      return t('returns.status.exchangeDelivered');
    default:
      return status;
  }
}

/** A message of the request's schema, or of the form's own checks, in the page's language. */
export function returnErrorText(message: string, t: Translate): string {
  switch (message) {
    case 'Please choose how to get your refund: UPI or a bank account.':
      return t('returns.error.refundMethod');
    case 'Please enter your UPI ID.':
      return t('returns.error.upiIdMissing');
    case 'Please enter a UPI ID like name@okhdfcbank.':
      return t('returns.error.upiId');
    case 'Please enter the account holder’s name.':
      return t('returns.error.accountNameMissing');
    case 'The account holder’s name is too long.':
      return t('returns.error.accountNameLong');
    case 'An account number is 9 to 18 digits.':
      return t('returns.error.accountNumber');
    case 'The two account numbers do not match.':
      return t('returns.error.accountNumberAgain');
    case 'An IFSC is 11 characters, like HDFC0001234.':
      return t('returns.error.ifsc');
    case 'Please choose the item to send back.':
      return t('returns.error.item');
    case 'Please choose a return or a size exchange.':
      return t('returns.error.kind');
    case 'Please choose how many to send back.':
      return t('returns.error.quantity');
    case 'Please choose a reason.':
      return t('returns.error.reason');
    case `Please keep the note under ${maxReturnNoteLength} characters.`:
      return t('returns.error.noteLong', { max: maxReturnNoteLength });
    case 'A photo is not one of your uploads.':
      return t('returns.error.photoNotYours');
    case `Please add at most ${maxReturnPhotos} photos.`:
      return t('returns.error.tooManyPhotos', { max: maxReturnPhotos });
    case 'Please choose the size you want.':
      return t('returns.error.exchangeSize');
    case 'Please add a photo of the damage.':
      return t('returns.error.damagePhoto');
    case 'Please tell us why you are sending it back.':
      return t('returns.error.reasonNote');
    default:
      return message;
  }
}
