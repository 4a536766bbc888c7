import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A real link (open in a new tab, copy address all work) that navigates inside the app on a
 * plain click. For targets held as data, such as menu entries, which the typed `Link` rejects.
 */
export const RouterAnchor = forwardRef<HTMLAnchorElement, Props>(function RouterAnchor({ href, onClick, ...rest }, ref) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return <a ref={ref} href={href} onClick={handleClick} {...rest} />;
});
