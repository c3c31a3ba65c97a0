import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** Pages that contain the home sections (#how-it-works, #faq, #contact). */
export const HOME_SECTION_PATHS = ['/', '/home-original'];

/** `#faq` stays on a home page; from any other page it leads to `/#faq`. */
export function resolveHref(href: string, pathname: string): string {
  if (href.startsWith('#') && !HOME_SECTION_PATHS.includes(pathname)) return `/${href}`;
  return href;
}

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/** A router link for app paths, a plain anchor for mail, phone and external addresses. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const { pathname } = useLocation();
  if (/^(mailto:|tel:|https?:\/\/)/.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={resolveHref(href, pathname)} {...rest}>
      {children}
    </Link>
  );
}
