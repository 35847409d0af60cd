import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageId } from './catalog';
import type { MessageValues } from './use-t';

/**
 * A message as markup, for text with elements inside it: `"Read our <0>return policy</0>"` with
 * `components={{ 0: <Link to="/return-policy" /> }}`. Plain text reads better with `useT()`.
 */
export function T({ id, values, components }: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return <Trans id={id} values={values} components={components} />;
}
