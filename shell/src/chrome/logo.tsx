import { href } from '@site/model';
import { Link, SITE_NAME } from '@site/ui';

export function Logo({ label }: { label: string }) {
  return (
    <Link to={href('home')} className="sh-logo" aria-label={label}>
      <svg className="sh-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect className="sh-logo__tile" width="32" height="32" rx="8" />
        <path
          className="sh-logo__letter"
          d="M9 20c0 2 2 3.5 5.5 3.5S21 22 21 19.5 18.5 16 15 15.5 10 14 10 11.5 12 8.5 15.5 8.5 21 10 21 12"
          fill="none"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle className="sh-logo__dot" cx="24" cy="22" r="2.2" />
      </svg>
      <span className="sh-logo__text">{SITE_NAME}</span>
    </Link>
  );
}
