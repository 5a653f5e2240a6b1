import type { Schema } from '@stowly/api-client';
import { useCheckoutMoveInCalendar } from '@stowly/booking/react';
import { MoveInDetails } from '@stowly/ui';
import type { ReactNode } from 'react';

/**
 * The success page's move-in details: the result's non-secret facts (unit, date, address with a
 * map link, access hours), "Sign in to see your gate code" and the move-in day's calendar file.
 * Loaded on its own after the confirmation, so the checkout's chunk stays within its budget.
 */
export default function SuccessMoveIn(props: {
  result: Schema<'CheckoutResult'>;
  signInHref: string;
}): ReactNode {
  const downloadCalendar = useCheckoutMoveInCalendar();
  const { result } = props;
  return (
    <MoveInDetails
      details={result.moveIn}
      signInHref={props.signInHref}
      onDownloadCalendar={() => downloadCalendar(result.basketId)}
    />
  );
}
