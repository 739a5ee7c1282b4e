import { AppError } from '../errors';
import { accountDisabledMessage } from '../shared/account-rules';

/** The refusal of a disabled account (rule:disabled-accounts): signing in or resetting its password. */
export const accountDisabledError = () => new AppError('ACCOUNT_DISABLED', accountDisabledMessage);
