import type { ButtonHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';

/** An action that reads as a link in running text (e.g. "log out"); still a button for assistive tech. */
export function LinkButton({ type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const theme = useTheme();
  return (
    <button
      type={type}
      {...props}
      css={{ font: 'inherit', padding: 0, border: 0, background: 'none', color: theme.colors.primary, textDecoration: 'underline', cursor: 'pointer' }}
    />
  );
}
