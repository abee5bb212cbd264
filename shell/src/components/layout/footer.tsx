import './layout.css';

/** Footer (spec 002 section 2): a copyright line, plus the photo credit when logged out. */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="gl-shell-footer">
      <span>© {new Date().getFullYear()} Grindline</span>
      {!signedIn && <span>Photo: rail grinding at night</span>}
    </footer>
  );
}
